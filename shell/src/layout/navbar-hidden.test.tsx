import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@console/router';
import { developmentUser, useSessionStore } from '@console/auth';
import { navbarSearchDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { shellRoutes } from '../app/routes';
import { useLayoutSettings } from '../layout-settings/layout-settings-store';

mockServerPerTest(() => [navbarSearchDomain()]);

/** An unsigned token that is good for ten more minutes (the client never checks signatures). */
const liveToken = () => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.sig`;

beforeEach(() => {
  useSessionStore.getState().signIn({ user: developmentUser, accessToken: liveToken(), refreshToken: liveToken() });
  useLayoutSettings.getState().set('navbarType', 'hidden');
});
afterEach(() => {
  useLayoutSettings.getState().reset();
  useSessionStore.getState().signOut();
});

it('keeps the search, and Ctrl K, within reach when the navbar is hidden', async () => {
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter(shellRoutes([]), { initialEntries: ['/access-control'] })} />);
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();

  await user.keyboard('{Control>}k{/Control}');
  expect(await screen.findByRole('dialog', { name: 'Search the console' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Focus goes back to the search's own button, as from the navbar.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('combobox', { name: 'Search pages, files and contacts' })).toHaveFocus();
});

it('gives the focus to the floating Settings button when the customizer that hid the navbar closes', async () => {
  useLayoutSettings.getState().set('navbarType', 'floating');
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter(shellRoutes([]), { initialEntries: ['/access-control'] })} />);
  await screen.findByRole('heading', { level: 1, name: 'Access Control' });
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Layout settings' }));
  const customizer = await screen.findByRole('dialog', { name: 'Layout settings' });
  await user.click(within(within(customizer).getByRole('group', { name: 'Navbar' })).getByRole('radio', { name: 'Hidden' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Layout settings' })).toHaveFocus());
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});
