import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Response } from 'miragejs';
import { combobox, dialog, dialogClosed, renderNavbar, search, searchButton, titled, searchServerPerTest } from './test-kit';

const mock = searchServerPerTest();

describe('NavbarSearch: opening and closing', () => {
  it('is a "Search" button with the Ctrl K hint that opens a labelled dialog, the combobox focused', async () => {
    const { user } = renderNavbar();
    expect(searchButton()).toHaveTextContent('Ctrl K');
    expect(searchButton()).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    await user.click(searchButton());
    await dialog();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    expect(screen.getByRole('status')).toHaveTextContent('Type to search pages, files and contacts.');
  });

  it('opens with Ctrl+K from anywhere on the page, and the browser does not get the key', async () => {
    const { user } = renderNavbar();
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(false); // default prevented
    await dialog();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    await dialogClosed();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    expect(fireEvent.keyDown(document.body, { key: 'k' })).toBe(true); // plain k is just a letter
  });

  it('does not open with Ctrl+K over an open dialog or side panel, which keeps the focus; it does once that has closed', async () => {
    renderNavbar();
    document.body.classList.add('modal-open'); // as react-bootstrap marks it while a panel is open
    expect(fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })).toBe(false);
    document.body.classList.remove('modal-open');
    // The dialog mounts lazily: had the first Ctrl+K opened it, this second one would find it there already.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Inside act: the navbar's own updates in that time (its data arriving) are the page's, not the test's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    await dialog();
  });

  it('opens with Ctrl+K on a keyboard layout that types no Latin letter there (Arabic: ن)', async () => {
    renderNavbar();
    expect(fireEvent.keyDown(document.body, { key: 'ن', code: 'KeyK', ctrlKey: true })).toBe(false);
    await dialog();
    expect(combobox()).toHaveFocus();
  });

  it('leaves Ctrl with the key where QWERTY has K to the browser when the layout types another letter there (Dvorak: Ctrl+T)', () => {
    renderNavbar();
    expect(fireEvent.keyDown(document.body, { key: 't', code: 'KeyK', ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button, also when opened by the shortcut', async () => {
    const { user } = renderNavbar();
    await user.click(searchButton());
    await dialog();
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(searchButton()).toHaveFocus();
    await user.click(screen.getByRole('heading')); // focus leaves the button for the page
    expect(searchButton()).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(searchButton()).toHaveFocus();
  });

  it('gives focus back to where Ctrl+K was pressed, or to the button once that is gone', async () => {
    const { user } = renderNavbar();
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Note');
    document.body.append(field);
    field.focus();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();

    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    field.remove(); // e.g. a page's row that went away meanwhile
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(searchButton()).toHaveFocus();
  });

  it('starts afresh each time it opens', async () => {
    const { user } = renderNavbar();
    await search(user, 'faq');
    await user.keyboard('{Escape}');
    await dialogClosed();
    await user.click(searchButton());
    await dialog();
    expect(combobox()).toHaveValue('');
  });
});

describe('NavbarSearch: states', () => {
  it('shows Searching… while the answer is on its way', async () => {
    mock.restart({ timing: 300 });
    const { user } = renderNavbar();
    await user.click(searchButton());
    await dialog();
    await user.type(combobox(), 'faq');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    expect(await screen.findByRole('option', { name: titled('FAQ', '/pages/faq') })).toBeInTheDocument();
    // A path runs left to right on an Arabic page too.
    expect(screen.getByText('/pages/faq')).toHaveAttribute('dir', 'ltr');
  });

  it('says when nothing matches', async () => {
    const { user } = renderNavbar();
    await search(user, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results for “\u2068zzz\u2069”.');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, which asks again', async () => {
    let calls = 0;
    mock.server().get('/api/main-search/data', () => {
      calls += 1;
      if (calls === 1) return new Response(500, {}, { message: 'Down for maintenance.' });
      return { pages: [{ id: 12, title: 'FAQ', link: '/pages/faq', icon: 'HelpCircle', isBookmarked: false }], files: [], contacts: [] };
    });
    const { user } = renderNavbar();
    await search(user, 'faq');
    expect(screen.getByRole('alert')).toHaveTextContent('The search could not be completed.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: titled('FAQ', '/pages/faq') })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result'));
  });
});
