import { screen, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import fr from '../../i18n/fr';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

/** The reader's "term: value" pairs of the open mail's header (From, To, Cc, Bcc). */
async function parties(subject: string) {
  await screen.findByRole('heading', { level: 2, name: subject }, slow);
  const message = screen.getAllByRole('article').at(-1) as HTMLElement;
  const values = within(message).getAllByRole('definition');
  return within(message).getAllByRole('term').map((term, index) => `${term.textContent}: ${values[index]?.textContent}`);
}

describe('the Bcc of a mail', () => {
  it('shows the Bcc of a mail the user sent', async () => {
    await renderCommunication('/apps/email?folder=sent&mail=11');
    expect(await parties('Tempo Live stage plan')).toContain('Bcc: grace.whitfield@studio.example');
  });

  it('shows the Bcc of a draft, in the page’s language', async () => {
    const saved = await fetch('/apps/email/save-draft', { method: 'POST', body: JSON.stringify({ to: 'mei.chen@studio.example', cc: '', bcc: 'nadia.petrova@studio.example', subject: 'Licence renewal', message: 'Shall we renew?' }) });
    const { email } = (await saved.json()) as { email: { id: number } };
    await switchTestLanguage('fr');
    await renderCommunication(`/apps/email?folder=draft&mail=${email.id}`);
    expect(await parties('Licence renewal')).toContain(`${fr.email.reader.bcc}: nadia.petrova@studio.example`);
  });

  it('shows no Bcc on a mail received', async () => {
    await renderCommunication('/apps/email?mail=1');
    expect((await parties('Partnership renewal with Saltwater Cinema')).map((pair) => pair.split(':')[0])).toEqual(['From', 'To', 'Cc']);
  });
});

describe('the parties of a mail in an Arabic page', () => {
  /** An isolated party (a <bdi>, which has no role) holding exactly `text`. */
  const isolated = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'BDI' && element.textContent === text;

  it('isolates each party, so its angle brackets and dots keep their place', async () => {
    await switchTestLanguage('ar');
    await renderCommunication('/apps/email?mail=1');
    await screen.findByRole('heading', { level: 2, name: 'Partnership renewal with Saltwater Cinema' }, slow);
    const [from, to, cc] = within(screen.getAllByRole('article').at(-1) as HTMLElement).getAllByRole('definition');
    expect(within(from!).getByText(isolated('Aisha Bello <aisha.bello@studio.example>'))).toBeInTheDocument();
    expect(within(to!).getByText(isolated('Rosa Delgado <rosa.delgado@studio.example>'))).toBeInTheDocument();
    expect(within(cc!).getByText(isolated('kwame.mensah@studio.example'))).toBeInTheDocument();
  });
});
