import { render, screen } from '@testing-library/react';
import { publishConsoleBrand, useConsoleBrand } from '@console/runtime';
import { FullScreenFallback } from './full-screen-fallback';

afterEach(() => useConsoleBrand.setState({ brand: null }));

const sdkLogo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0b6e82"/></svg>';

it('shows the logo of the brand the shell published, for a loading status', () => {
  publishConsoleBrand({ id: 'sdk', name: 'Media SDK', logo: sdkLogo });
  render(<FullScreenFallback />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  // Decorative (alt="", hidden): the status's name says what is going on.
  expect(screen.getByRole('presentation', { hidden: true })).toHaveAttribute('src', `data:image/svg+xml,${encodeURIComponent(sdkLogo)}`);
});

it('shows the studio mark where no shell published a brand (a standalone remote)', () => {
  render(<FullScreenFallback label="Loading the page" />);
  expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  expect(screen.queryByRole('presentation', { hidden: true })).not.toBeInTheDocument();
});
