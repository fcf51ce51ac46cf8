import { act, render, screen } from '@testing-library/react';
import { rgba, useChartTheme } from './chart-theme';

function ThemeProbe() {
  const theme = useChartTheme();
  return (
    <p>
      {rgba(theme, 'primary')} {theme.text} {theme.rtl ? 'rtl' : 'ltr'}
    </p>
  );
}

// The brand's stylesheet a test adds (applyBrandTheme's #brand-theme).
const brandStyle = document.createElement('style');
brandStyle.id = 'brand-theme';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-bs-theme');
  document.documentElement.dir = '';
  brandStyle.remove();
});

it('reads the brand and skin colours from the page and follows a switch to dark, another brand and RTL', async () => {
  const root = document.documentElement;
  root.style.setProperty('--bs-primary-rgb', '90, 79, 207');
  root.style.setProperty('--bs-body-color', '#212529');
  render(<ThemeProbe />);
  expect(screen.getByText('rgba(90, 79, 207, 1) #212529 ltr')).toBeInTheDocument();

  // The shell's skin switch: data-bs-theme on <html>, and the dark tokens with it.
  await act(async () => {
    root.style.setProperty('--bs-body-color', '#dee2e6');
    root.setAttribute('data-bs-theme', 'dark');
  });
  expect(await screen.findByText('rgba(90, 79, 207, 1) #dee2e6 ltr')).toBeInTheDocument();

  // Another brand: applyBrandTheme rewrites the #brand-theme stylesheet.
  await act(async () => {
    root.style.setProperty('--bs-primary-rgb', '200, 30, 90');
    brandStyle.textContent = 'html:root { --brand-primary: #c81e5a; }';
    document.head.append(brandStyle);
  });
  expect(await screen.findByText('rgba(200, 30, 90, 1) #dee2e6 ltr')).toBeInTheDocument();

  await act(async () => {
    root.dir = 'rtl';
  });
  expect(await screen.findByText('rgba(200, 30, 90, 1) #dee2e6 rtl')).toBeInTheDocument();
});

it('falls back to Bootstrap’s colours where the page sets none', () => {
  render(<ThemeProbe />);
  expect(screen.getByText('rgba(13, 110, 253, 1) #212529 ltr')).toBeInTheDocument();
});
