import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { LazyPart } from './lazy-part';

function Panel({ title }: { title: string }) {
  return <section aria-label={title}>Panel body</section>;
}

function Frame({ load }: { load(): Promise<typeof Panel> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <label>
        Notes <textarea />
      </label>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open panel
      </button>
      <LazyPart load={load} wanted={open} onFailed={() => setOpen(false)} props={{ title: 'Settings' }} />
      <Toaster />
    </>
  );
}

it('downloads the part when first wanted, not before', async () => {
  const load = jest.fn(() => Promise.resolve(Panel));
  const user = userEvent.setup();
  render(<Frame load={load} />);
  expect(load).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Open panel' }));
  expect(await screen.findByRole('region', { name: 'Settings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed download says so, keeps the page and its input, and the next opening tries again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.fn<Promise<typeof Panel>, []>().mockRejectedValueOnce(new Error('Loading chunk 42 failed.')).mockResolvedValue(Panel);
  const user = userEvent.setup();
  render(<Frame load={load} />);
  await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'unsaved words');
  const opener = screen.getByRole('button', { name: 'Open panel' });

  await user.click(opener);
  expect(await screen.findByText('This part of the console could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('unsaved words');
  expect(error).toHaveBeenCalled();

  await user.click(opener);
  expect(await screen.findByRole('region', { name: 'Settings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  error.mockRestore();
});
