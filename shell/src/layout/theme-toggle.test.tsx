import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readLayout, useLayoutSettings } from '../layout-settings/layout-settings-store';
import { ThemeToggle } from './theme-toggle';

afterEach(() => act(() => useLayoutSettings.getState().reset()));

it('turns dark on and off, and back from dark returns to the skin the user had (Bordered), not plain Light', async () => {
  act(() => useLayoutSettings.getState().set('skin', 'bordered'));
  render(<ThemeToggle />);
  const toggle = screen.getByRole('button', { name: 'Dark mode' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(useLayoutSettings.getState().skin).toBe('dark');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  expect(useLayoutSettings.getState().skin).toBe('bordered');
});

it('after a reload, back from dark still returns to the skin dark mode was turned on from', async () => {
  act(() => useLayoutSettings.getState().set('skin', 'semi-dark'));
  act(() => useLayoutSettings.getState().set('skin', 'dark'));
  // What a reload reads back: the stored settings, nothing kept in memory.
  act(() => useLayoutSettings.setState(readLayout()));
  render(<ThemeToggle />);
  await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
  expect(useLayoutSettings.getState().skin).toBe('semi-dark');
});

it('goes back to Light when the console opened dark', async () => {
  act(() => useLayoutSettings.getState().set('skin', 'dark'));
  render(<ThemeToggle />);
  await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
  expect(useLayoutSettings.getState().skin).toBe('light');
});
