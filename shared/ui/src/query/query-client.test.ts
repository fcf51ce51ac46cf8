import { onlineManager } from '@tanstack/react-query';
import { createConsoleQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('the console query client while the browser says it is offline', () => {
  it('still asks the API (the mock backend answers in the page): a read gets its data, a save runs', async () => {
    onlineManager.setOnline(false);
    const client = createConsoleQueryClient();
    await expect(client.fetchQuery({ queryKey: ['tasks'], queryFn: () => Promise.resolve(['Write the note']) })).resolves.toEqual(['Write the note']);
    const save = jest.fn(() => Promise.resolve('saved'));
    await expect(client.getMutationCache().build(client, { mutationFn: save }).execute(undefined)).resolves.toBe('saved');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says a server that cannot be reached failed, instead of waiting for the connection', async () => {
    onlineManager.setOnline(false);
    const client = createConsoleQueryClient();
    const unreachable = () => Promise.reject(new Error('The console could not reach the server.'));
    await expect(client.fetchQuery({ queryKey: ['users'], queryFn: unreachable, retry: false })).rejects.toThrow('could not reach the server');
  });
});
