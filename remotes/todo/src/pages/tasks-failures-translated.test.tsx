import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { todoDomain } from '@console/mirage';
import { englishLeftOnScreen, mockServerPerTest, renderRemote, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import todoModule from '../module';

const mock = mockServerPerTest(() => [todoDomain()]);

afterEach(() => act(() => switchTestLanguage('en')));

describe('a list that could not be loaded', () => {
  it('says so in English with the server’s reason', async () => {
    mock.server().get('/apps/todo/tasks', () => new Response(503, {}, { message: 'The task service is down.' }));
    renderRemote(todoModule, '/apps/todo');
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('The tasks could not be loaded. The task service is down.');
  });

  it.each([
    ['fr', fr, uiFr],
    ['ar', ar, uiAr],
  ] as const)('says so in %s, not with the server’s English', async (language, texts, ui) => {
    await switchTestLanguage(language, { ui });
    mock.server().get('/apps/todo/tasks', () => new Response(503, {}, { message: 'The task service is down.' }));
    renderRemote(todoModule, '/apps/todo');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(texts.list.loadFailed);
    expect(alert).not.toHaveTextContent('The task service is down.');
    expect(within(alert).getByRole('button', { name: ui.retry })).toBeInTheDocument();
    expect(englishLeftOnScreen({ todo: en }, { todo: texts })).toEqual([]);
  });
});

describe('a flag the server refuses', () => {
  it.each([
    ['fr', fr, uiFr],
    ['ar', ar, uiAr],
  ] as const)('is taken back with a toast in %s, not the server’s English', async (language, texts, ui) => {
    await switchTestLanguage(language, { ui });
    mock.server().post('/apps/todo/update-task', () => new Response(409, {}, { message: 'This task is locked by another editor.' }));
    const { user } = renderRemote(todoModule, '/apps/todo');
    const list = await screen.findByRole('list', { name: texts.list.label }, { timeout: 5_000 });
    const star = within(list).getByRole('button', { name: texts.row.important.replace('{{title}}', 'Draft the newsletter for new releases') });
    await user.click(star);

    expect(await screen.findByText(texts.toasts.flagRefused)).toBeInTheDocument();
    expect(screen.queryByText(/locked by another editor/)).not.toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });
});
