import { act, render, screen, within } from '@testing-library/react';
import { developmentUser, useSessionStore } from '@console/auth';
import { switchLanguage } from '../i18n/i18n';
import AccessControlPage from './access-control-page';

beforeEach(() => useSessionStore.getState().setUser({ ...developmentUser, fullName: 'Nadia Okafor', email: 'nadia@demo.com', role: 'editor' }));
afterEach(async () => {
  useSessionStore.getState().signOut();
  await act(() => switchLanguage('en'));
});

it('says who is signed in and with what role, in the language shown', async () => {
  render(<AccessControlPage />);
  expect(screen.getByText('Signed in as Nadia Okafor (nadia@demo.com), role editor.')).toBeInTheDocument();
  await act(() => switchLanguage('fr'));
  expect(screen.getByRole('heading', { level: 1, name: 'Contrôle d’accès' })).toBeInTheDocument();
  expect(screen.getByText('Connecté en tant que Nadia Okafor (nadia@demo.com), rôle éditeur.')).toBeInTheDocument();
  await act(() => switchLanguage('ar'));
  expect(screen.getByText('تم تسجيل الدخول باسم Nadia Okafor (nadia@demo.com)، الدور محرر.')).toBeInTheDocument();
});

it('lists the permissions with their actions in the language shown, and "all" as everything', async () => {
  useSessionStore.getState().setUser({ ...developmentUser, ability: [{ action: 'manage', subject: 'all' }, { action: 'read', subject: 'Invoice' }] });
  render(<AccessControlPage />);
  const table = screen.getByRole('table', { name: 'Your permissions' });
  expect(within(table).getByRole('row', { name: 'Every action Everything' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Read Invoice' })).toBeInTheDocument();
  await act(() => switchLanguage('fr'));
  expect(within(screen.getByRole('table', { name: 'Vos autorisations' })).getByRole('row', { name: 'Lire Invoice' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Toute action Tout' })).toBeInTheDocument();
});
