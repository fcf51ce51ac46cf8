import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  jest.restoreAllMocks();
  scrollTo(0);
});

it('appears once the page is scrolled down; used, it takes the page and the focus back to the top', async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => scrollTo(0));
  render(
    <>
      <main id="content" tabIndex={-1} aria-label="Page">
        <button type="button">Somewhere on the page</button>
      </main>
      <ScrollToTop />
    </>,
  );
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  act(() => scrollTo(2000));
  screen.getByRole('button', { name: 'Back to top' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus();
});
