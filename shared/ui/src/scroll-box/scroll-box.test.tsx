import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollBox } from './scroll-box';

function sizeBoxes(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => jest.restoreAllMocks());

const table = (
  <table>
    <caption>Invoices</caption>
    <tbody><tr><td>INV-1</td></tr></tbody>
  </table>
);

it('is a named region in the Tab order when its table is wider than the screen', () => {
  sizeBoxes(900, 320);
  render(<ScrollBox label="Invoices">{table}</ScrollBox>);
  const region = screen.getByRole('region', { name: 'Invoices' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table', { name: 'Invoices' }));
});

it('adds no Tab stop and no landmark while the table fits', async () => {
  sizeBoxes(600, 600);
  render(<><ScrollBox label="Invoices">{table}</ScrollBox><button type="button">Next</button></>);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
});
