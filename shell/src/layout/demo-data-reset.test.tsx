import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockKeepsChanges, resetDemoData } from '../app/mock-backend';
import { DemoDataReset } from './demo-data-reset';

jest.mock('../app/mock-backend', () => ({ mockBackendInstalled: () => true, mockKeepsChanges: jest.fn(), resetDemoData: jest.fn() }));
const reset = jest.mocked(resetDemoData);
const keepsChanges = jest.mocked(mockKeepsChanges);

beforeEach(() => {
  reset.mockReset();
  keepsChanges.mockReturnValue(true);
});

it('resets the demo data only once the user confirms', async () => {
  reset.mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<DemoDataReset />);
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
  expect(dialog).toHaveTextContent('Open tabs reload.');

  await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(reset).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  await user.click(await screen.findByRole('button', { name: 'Reset data' }));
  expect(reset).toHaveBeenCalledTimes(1);
  // Unavailable while resetting, but focusable: the dialog gives the focus back to it.
  const button = screen.getByRole('button', { name: 'Reset demo data' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await user.click(button);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('does not claim changes are kept when they last only until a reload (persistence off, no storage)', async () => {
  keepsChanges.mockReturnValue(false);
  const user = userEvent.setup();
  render(<DemoDataReset />);
  const part = screen.getByRole('region', { name: 'Demo data' });
  expect(part).toHaveTextContent('Changes are kept only until this page is reloaded or closed.');
  expect(part).not.toHaveTextContent(/kept in this browser/);
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
  expect(dialog).toHaveTextContent('The changes made on this page are lost');
  expect(dialog).not.toHaveTextContent('Open tabs reload.');
});

it('says so when the data could not be reset, and lets the user try again', async () => {
  reset.mockRejectedValue(new Error('blocked'));
  const user = userEvent.setup();
  render(<DemoDataReset />);
  await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
  await user.click(await screen.findByRole('button', { name: 'Reset data' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The demo data could not be reset. Try again.');
  expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeEnabled();
});
