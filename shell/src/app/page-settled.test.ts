import { createConsoleQueryClient } from '@console/ui/query';
import { whenPageSettled } from './page-settled';

const paintedFrames = () => new Promise((resolve) => setTimeout(resolve, 60));

function pendingQuery(client: ReturnType<typeof createConsoleQueryClient>) {
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({ queryKey: ['page-data'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => answer(value);
}

it('waits while the page’s data is being fetched, and runs once it is in and painted', async () => {
  const client = createConsoleQueryClient();
  const answer = pendingQuery(client);
  const settled = jest.fn();
  whenPageSettled(settled, 5_000, client);
  await paintedFrames();
  expect(settled).not.toHaveBeenCalled();

  answer('rows');
  await paintedFrames();
  expect(settled).toHaveBeenCalledTimes(1);
});

it('runs after the next paint when nothing is being fetched, and only once', async () => {
  const client = createConsoleQueryClient();
  const settled = jest.fn();
  whenPageSettled(settled, 5_000, client);
  expect(settled).not.toHaveBeenCalled();
  await paintedFrames();
  pendingQuery(client)('later');
  await paintedFrames();
  expect(settled).toHaveBeenCalledTimes(1);
});

it('gives up waiting at the deadline (a page that keeps fetching), and can be cancelled', async () => {
  const client = createConsoleQueryClient();
  pendingQuery(client);
  const late = jest.fn();
  whenPageSettled(late, 30, client);
  const cancelled = jest.fn();
  whenPageSettled(cancelled, 30, client)();
  await paintedFrames();
  expect(late).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});
