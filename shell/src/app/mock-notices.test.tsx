import { act, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { developmentUser, useSessionStore } from '@console/auth';
import { showMockNotice } from './mock-notices';

const memoryOnly = /changes are kept only until this page is reloaded or closed/;

beforeEach(() => {
  toast.remove();
  sessionStorage.clear();
  useSessionStore.getState().signOut();
});

it('tells a signed-in user once per tab that changes are kept in memory only', async () => {
  useSessionStore.getState().setUser(developmentUser);
  render(<Toaster />);
  act(() => showMockNotice({ kind: 'memory-only' }));
  expect(await screen.findByText(memoryOnly)).toBeInTheDocument();

  // The same tab after a reload: the flag is still there.
  expect(sessionStorage.getItem('console.mockNoticesShown')).toBe('memory-only');
});

it('says a newer console wrote the demo data, not that the browser refuses storage', async () => {
  useSessionStore.getState().setUser(developmentUser);
  render(<Toaster />);
  act(() => showMockNotice({ kind: 'newer-version' }));
  expect(await screen.findByText(/saved by a newer version of the console: here, changes are kept only until this page is reloaded or closed/)).toBeInTheDocument();
  expect(screen.queryByText(/does not let the console store data/)).not.toBeInTheDocument();
});

it('says another tab took the demo data away, and what that means for changes here', async () => {
  useSessionStore.getState().setUser(developmentUser);
  render(<Toaster />);
  act(() => showMockNotice({ kind: 'closed-elsewhere' }));
  expect(await screen.findByText(/Another tab is upgrading or removing the demo data saved in this browser: from now on, changes here are kept only until this page is reloaded or closed/)).toBeInTheDocument();
});

it('keeps a notice raised on the sign-in page until the user has signed in', async () => {
  render(<Toaster />);
  act(() => showMockNotice({ kind: 'reseeded', domain: 'todo' }));
  expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  act(() => useSessionStore.getState().setUser(developmentUser));
  expect(await screen.findByText(/Demo data saved in this browser could not be read/)).toBeInTheDocument();
});

it('does not repeat a notice this tab has shown before', () => {
  sessionStorage.setItem('console.mockNoticesShown', 'memory-only');
  useSessionStore.getState().setUser(developmentUser);
  render(<Toaster />);
  act(() => showMockNotice({ kind: 'memory-only' }));
  expect(screen.queryByText(memoryOnly)).not.toBeInTheDocument();
});
