import { screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import type { UserEvent } from '@testing-library/user-event';
import { templateDemoDomain } from '@console/mirage';
import { englishAmong, mockServerPerTest, switchTestLanguage, textsOnScreen } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import { uiFr } from '@console/ui/i18n/fr';
import ar from '../i18n/ar';
import en from '../i18n/en';
import fr from '../i18n/fr';
import { renderCommunication, slow } from '../test-kit';

const mockServer = mockServerPerTest(() => [templateDemoDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(30_000);

// The pages' own words must be translated; mails, names and messages are data. `show` waits for
// (or opens) what is checked: panels, dialogs, field errors and empty states included.
type Show = (texts: typeof en, user: UserEvent) => Promise<unknown>;
const role = (name: string): Show => () => screen.findAllByRole(name, {}, slow);
const pages: { path: string; state: string; show: Show }[] = [
  { path: '/apps/email', state: 'the inbox', show: role('checkbox') },
  { path: '/apps/email?mail=4', state: 'a mail', show: role('article') },
  { path: '/apps/chat?contact=1', state: 'a conversation', show: role('log') },
  {
    path: '/apps/email',
    state: 'compose, sent empty',
    show: async (texts, user) => {
      await user.click(await screen.findByRole('button', { name: texts.email.sidebar.compose }, slow));
      const panel = await screen.findByRole('dialog', { name: texts.email.compose.title });
      await user.click(within(panel).getByRole('button', { name: texts.email.compose.send }));
      return within(panel).findByText(texts.email.compose.subjectRequired);
    },
  },
  {
    path: '/apps/email?folder=draft',
    state: 'a draft open, asked before it is deleted',
    show: async (texts, user) => {
      const drafts = await screen.findByRole('list', { name: texts.email.list.label.replace('{{view}}', texts.email.folders.draft) }, slow);
      await user.click(within(drafts).getByRole('button', { name: /^Amara Castellanos/ }));
      const panel = await screen.findByRole('dialog', { name: texts.email.compose.draftTitle }, slow);
      await user.click(within(panel).getByRole('button', { name: texts.email.compose.deleteDraft }));
      return screen.findByRole('dialog', { name: texts.email.compose.deleteTitle });
    },
  },
  {
    path: '/apps/email',
    state: 'the shortcuts dialog',
    show: async (texts, user) => {
      await user.click(await screen.findByRole('button', { name: texts.email.toolbar.shortcuts }, slow));
      return screen.findByRole('dialog', { name: texts.email.shortcuts.title });
    },
  },
  { path: '/apps/email?folder=spam&label=personal', state: 'an empty list', show: (texts) => screen.findByText(texts.email.list.empty, {}, slow) },
  { path: '/apps/email?q=zeppelin', state: 'a search that found nothing', show: (texts) => screen.findByRole('button', { name: texts.email.list.clearSearch }, slow) },
  {
    path: '/apps/chat',
    state: 'the profile panel',
    show: async (texts, user) => {
      await user.click(await screen.findByRole('button', { name: (name) => name.endsWith(texts.chat.profile.open) }, slow));
      return screen.findByRole('dialog', { name: texts.chat.profile.title });
    },
  },
  { path: '/apps/chat?contact=4', state: 'a conversation not started', show: (texts) => screen.findByText(texts.chat.conversation.empty.replace('{{name}}', 'Kwame Mensah'), {}, slow) },
  { path: '/apps/chat?q=zeppelin', state: 'a contact search that found nothing', show: (texts) => screen.findByText(texts.chat.sidebar.noMatch.replace('{{q}}', '\u2068zeppelin\u2069'), {}, slow) },
];

describe.each([
  { language: 'fr', texts: fr, ui: uiFr },
  { language: 'ar', texts: ar, ui: uiAr },
] as const)('in $language', ({ language, texts, ui }) => {
  it.each(pages)('$path, $state, shows none of its own English', async ({ path, show }) => {
    await switchTestLanguage(language, { ui });
    const { user } = await renderCommunication(path);
    await show(texts, user);
    expect(englishAmong({ communication: en }, { communication: texts }, textsOnScreen(document.body))).toEqual([]);
  });
});

it('says a refused change in the page language, not in the mock\'s English', async () => {
  mockServer.server().post('/apps/email/update-emails', () => new Response(404, {}, { message: 'Email 1 was not found.' }));
  mockServer.server().post('/apps/email/update-emails-label', () => new Response(400, {}, { message: 'The label update is not valid.' }));
  await switchTestLanguage('fr', { ui: uiFr });
  const { user } = await renderCommunication('/apps/email');
  const inbox = await screen.findByRole('list', { name: fr.email.list.label.replace('{{view}}', fr.email.folders.inbox) }, slow);
  // A star (shown at once, then taken back), then a bulk label change: each refusal in French
  // (a mail gone is said so; a refusal the console does not know, in the app's own words).
  await user.click(within(inbox).getByRole('button', { name: /^Suivre : Partnership renewal/ }));
  expect(await screen.findByText(uiFr.callErrors.gone, {}, slow)).toBeInTheDocument();
  await user.click(within(inbox).getByRole('checkbox', { name: /Aisha Bello/ }));
  const toolbar = screen.getByRole('toolbar', { name: fr.email.toolbar.name });
  await user.click(within(toolbar).getByRole('button', { name: fr.email.toolbar.label }));
  await user.click(within(toolbar).getByRole('button', { name: fr.email.labels.private }));
  expect(await screen.findByText(fr.email.changeRefused, {}, slow)).toBeInTheDocument();
  expect(screen.queryByText('Email 1 was not found.')).not.toBeInTheDocument();
  expect(screen.queryByText('The label update is not valid.')).not.toBeInTheDocument();
});
