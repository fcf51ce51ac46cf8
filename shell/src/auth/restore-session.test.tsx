import { screen } from '@testing-library/react';
import { defaultStorageKeys, developmentUser, useSessionStore } from '@console/auth';
import LoginPage from '../pages/auth/login-page';
import { renderRoutesAt } from '../pages/auth/test-kit';
import { readLayout } from '../layout-settings/layout-settings-store';
import { browserStorage, restoreSession } from './restore-session';

/** An unsigned token expiring `minutes` from now (the client never checks signatures). */
const token = (minutes: number) => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + minutes * 60 }))}.sig`;

function store(userData: string, refreshToken: string) {
  localStorage.setItem(defaultStorageKeys.userData, userData);
  localStorage.setItem(defaultStorageKeys.accessToken, token(-20));
  localStorage.setItem(defaultStorageKeys.refreshToken, refreshToken);
}

/** The console opening on the login page with what storage holds. */
function openLoginPage() {
  stop = restoreSession(browserStorage(), defaultStorageKeys);
  renderRoutesAt([{ path: '/login', element: <LoginPage /> }], '/login');
}

let stop: () => void = () => undefined;
afterEach(() => {
  jest.restoreAllMocks();
  stop();
  localStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
});

it('says on the login page that the session expired while the console was closed', async () => {
  store(JSON.stringify(developmentUser), token(-10));
  openLoginPage();
  expect(await screen.findByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
  expect(localStorage.getItem(defaultStorageKeys.refreshToken)).toBeNull();
});

it('says so when the stored session cannot be read, and signs out instead of failing', async () => {
  store('{"id": 1, "email": "admin@demo.com"', token(10));
  openLoginPage();
  expect(await screen.findByRole('status')).toHaveTextContent('Your saved sign-in could not be read, so you have been signed out. Please sign in again.');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  expect(localStorage.getItem(defaultStorageKeys.userData)).toBeNull();
});

it('says nothing when no session was stored', async () => {
  openLoginPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('restores a stored session that is still good', () => {
  store(JSON.stringify(developmentUser), token(10));
  stop = restoreSession(browserStorage(), defaultStorageKeys);
  expect(useSessionStore.getState().user).toMatchObject({ email: 'admin@demo.com' });
});

it('starts, signed out and with the default layout, where the browser refuses local storage', async () => {
  // With cookies and site data blocked, reading window.localStorage throws.
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
  expect(readLayout()).toMatchObject({ skin: 'light', language: 'en' });
  openLoginPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  expect(useSessionStore.getState().user).toBeNull();
});
