import { screen } from '@testing-library/react';
import { showStartFailure } from './start-failure';

const splash = '<div class="app-fallback" role="status" aria-label="Loading"><svg aria-hidden="true"></svg></div>';

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${splash}</div>`;
  document.documentElement.lang = 'en';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('replaces the splash with what happened and a Reload button that has the focus', () => {
  showStartFailure(new Error('Loading chunk 2840 failed.'));
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The console could not start. Check your connection, then reload the page.');
  expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
  expect(console.error).toHaveBeenCalledWith('The console could not start:', new Error('Loading chunk 2840 failed.'));
});

it('says it in the language index.html chose', () => {
  document.documentElement.lang = 'fr';
  showStartFailure(new Error('offline'));
  expect(screen.getByRole('alert')).toHaveTextContent('La console n’a pas pu démarrer.');
  expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
});

it('leaves the page alone once React has rendered (its own error pages speak then)', () => {
  document.body.innerHTML = '<div id="root"><main>Tasks</main></div>';
  showStartFailure(new Error('late'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('Tasks');
});
