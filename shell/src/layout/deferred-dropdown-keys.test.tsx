import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredDropdown } from './deferred-dropdown';

// Its own file: the menu's code loads once per page, and this test meets it before it has.
const languageMenu = (
  <DeferredDropdown
    toggle="Language: EN"
    menu={(Dropdown) => (
      <>
        <Dropdown.Item as="button">English</Dropdown.Item>
        <Dropdown.Item as="button">Français</Dropdown.Item>
      </>
    )}
  />
);

it.each(['before', 'after'])('opens with ArrowDown on its toggle %s its code has loaded, with the focus on the first item', async () => {
  const user = userEvent.setup();
  const { unmount } = render(languageMenu);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Language: EN' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('button', { name: 'English' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Language: EN' })).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Français' })).toHaveFocus();
  unmount();
});
