import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorState } from '../patterns/error-state';
import { StatGrid } from '../patterns/stat-card';

/** A card whose load failed: Retry shows the loading state, then what loaded (or the failure again). */
function Card() {
  const [state, setState] = useState<'failed' | 'loading' | 'loaded'>('failed');
  const retry = () => {
    setState('loading');
    setTimeout(() => setState('loaded'), 300);
  };
  return (
    <main>
      <h1>Videos</h1>
      <section aria-label="Figures">
        <h2>Figures</h2>
        {state === 'failed' && <ErrorState message="The figures could not be loaded." onRetry={retry} />}
        {state === 'loading' && <p>Loading…</p>}
        {state === 'loaded' && <p>12 videos</p>}
      </section>
    </main>
  );
}

it('Retry, replaced by the loading state, leaves the focus on the heading of its card, not on the page body', async () => {
  const user = userEvent.setup();
  render(<Card />);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Figures' })).toHaveFocus());
  expect(await screen.findByText('12 videos')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Figures' })).toHaveFocus();
});

it('moves no focus that is elsewhere: a Retry left by the mouse after a click elsewhere', async () => {
  const user = userEvent.setup();
  render(
    <>
      <input aria-label="Search" />
      <Card />
    </>,
  );
  const retry = screen.getByRole('button', { name: 'Retry' });
  act(() => retry.click());
  await user.click(screen.getByRole('textbox', { name: 'Search' }));
  expect(await screen.findByText('12 videos')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
});

it('the stat cards’ Retry does the same', async () => {
  function Stats() {
    const [failed, setFailed] = useState(true);
    return (
      <section>
        <h2>This month</h2>
        <StatGrid label="Figures" failure={failed ? { message: 'The figures could not be loaded.', onRetry: () => setFailed(false) } : null}>
          <></>
        </StatGrid>
      </section>
    );
  }
  const user = userEvent.setup();
  render(<Stats />);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'This month' })).toHaveFocus());
});
