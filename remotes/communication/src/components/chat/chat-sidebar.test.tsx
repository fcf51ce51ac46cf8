import { screen, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(20_000);

it('says that no chat matches a search that finds only contacts, not that there are no chats', async () => {
  await renderCommunication('/apps/chat?q=Kwame');
  const contacts = await screen.findByRole('list', { name: 'Contacts' }, slow);
  expect(within(contacts).getByRole('button', { name: /Kwame Mensah/ })).toBeInTheDocument();
  expect(screen.getByText('No chats match “\u2068Kwame\u2069”.')).toBeInTheDocument();
  expect(screen.queryByText('No chats yet.')).not.toBeInTheDocument();
});
