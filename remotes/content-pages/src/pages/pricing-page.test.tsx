import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Response } from 'miragejs';
import { contentPagesDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { messagesFr } from '@console/ui/i18n/messages-fr';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
afterEach(() => switchTestLanguage('en'));
jest.setTimeout(20_000);

const plan = (name: string) => screen.getByRole('article', { name });
/**
 * Flips the billing switch and waits for it to show the change: the billing is in the URL, which
 * the router commits once the route's loader has run (a moment after the click).
 */
async function flipBilling(user: UserEvent) {
  const billing = screen.getByRole('switch');
  const wasYearly = (billing as HTMLInputElement).checked;
  await user.click(billing);
  await waitFor(() => expect(screen.getByRole('switch')).toHaveProperty('checked', !wasYearly), slow);
}
/** Once the confirmation has faded out (its last steps would otherwise land outside act). */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);

describe('pricing', () => {
  it('shows the monthly prices, then the yearly ones (per month and a year), from the spec constants', async () => {
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(plan('Basic')).toHaveTextContent('$0 / month');
    expect(plan('Standard')).toHaveTextContent('$49 / month');
    expect(plan('Enterprise')).toHaveTextContent('$99 / month');
    expect(plan('Standard')).not.toHaveTextContent('billed yearly');
    await flipBilling(user);
    expect(plan('Basic')).toHaveTextContent(/\$0 \/ month\s*\$0 billed yearly/);
    expect(plan('Standard')).toHaveTextContent(/\$40 \/ month\s*\$480 billed yearly/);
    expect(plan('Enterprise')).toHaveTextContent(/\$80 \/ month\s*\$960 billed yearly/);
  });

  it('shows the yearly prices at ?billing=yearly', async () => {
    await renderPages('/pages/pricing?billing=yearly');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(screen.getByRole('switch', { name: 'Billed yearly' })).toBeChecked();
    expect(plan('Standard')).toHaveTextContent(/\$40 \/ month\s*\$480 billed yearly/);
  });

  it('shows the monthly prices at ?billing=monthly, even to someone billed yearly', async () => {
    await fetch('/pricing/plan', { method: 'POST', body: JSON.stringify({ plan: 'standard', billing: 'yearly' }) });
    await renderPages('/pages/pricing?billing=monthly');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(screen.getByRole('switch', { name: 'Billed yearly' })).not.toBeChecked();
    expect(plan('Standard')).toHaveTextContent('$49 / month');
    expect(plan('Standard')).not.toHaveTextContent('$480 billed yearly');
    expect(within(plan('Standard')).getByRole('button', { name: 'Switch to monthly billing' })).toBeEnabled();
  });

  it('reads a billing it does not know as the plan’s own (monthly here)', async () => {
    await renderPages('/pages/pricing?billing=weekly');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(screen.getByRole('switch', { name: 'Billed yearly' })).not.toBeChecked();
    expect(plan('Standard')).toHaveTextContent('$49 / month');
  });

  it('keeps the billing switched to in the URL: after leaving and pressing Back it is still yearly', async () => {
    const { user, router } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    await flipBilling(user);
    expect(router.state.location.search).toBe('?billing=yearly');
    await act(() => router.navigate('/pages/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, slow);
    await act(() => router.navigate(-1));
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(screen.getByRole('switch', { name: 'Billed yearly' })).toBeChecked();
    expect(plan('Standard')).toHaveTextContent('$480 billed yearly');
  });

  it('marks the popular plan and the current one; another plan is chosen after a confirmation', async () => {
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(within(plan('Standard')).getByText('Popular')).toBeInTheDocument();
    expect(within(plan('Basic')).getByText('Current plan', { exact: true })).toBeInTheDocument();
    expect(within(plan('Basic')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(plan('Enterprise')).getByRole('list', { name: 'What Enterprise includes' })).toHaveTextContent('A named success manager');
    expect(within(plan('Standard')).getByRole('img', { name: 'Illustration of the Standard plan' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    await user.click(within(plan('Enterprise')).getByRole('button', { name: 'Choose Enterprise' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Enterprise?' });
    expect(dialog).toHaveTextContent('You will pay $99 a month for Enterprise.');
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect(await within(plan('Enterprise')).findByRole('button', { name: 'Your current plan' }, slow)).toBeDisabled();
    expect(within(plan('Basic')).getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
  });

  it('saves the yearly billing chosen: after a reload the switch and the current plan say yearly', async () => {
    const { user, unmount } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    await flipBilling(user);
    await user.click(within(plan('Standard')).getByRole('button', { name: 'Choose Standard' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Standard?' });
    expect(dialog).toHaveTextContent('You will pay $480 a year for Standard.');
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect(await within(plan('Standard')).findByText('Current plan, billed yearly', {}, slow)).toBeInTheDocument();
    unmount();

    // A fresh page and cache (a reload): what it shows comes from the server.
    await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    expect(screen.getByRole('switch', { name: 'Billed yearly' })).toBeChecked();
    expect(within(plan('Standard')).getByText('Current plan, billed yearly')).toBeInTheDocument();
    expect(within(plan('Standard')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(plan('Standard')).toHaveTextContent('$480 billed yearly');
  });

  it('changes how the current plan is billed, after a confirmation', async () => {
    await fetch('/pricing/plan', { method: 'POST', body: JSON.stringify({ plan: 'standard', billing: 'yearly' }) });
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    await flipBilling(user);
    expect(within(plan('Standard')).getByText('Current plan, billed yearly')).toBeInTheDocument();
    await user.click(within(plan('Standard')).getByRole('button', { name: 'Switch to monthly billing' }));
    const dialog = screen.getByRole('dialog', { name: 'Bill Standard monthly?' });
    expect(dialog).toHaveTextContent('You will pay $49 a month for Standard.');
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    expect(await within(plan('Standard')).findByText('Current plan, billed monthly', {}, slow)).toBeInTheDocument();
    expect(within(plan('Standard')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    await dialogGone();
    expect(await (await fetch('/pricing/data')).json()).toMatchObject({ currentPlan: 'standard', billing: 'monthly' });
  });

  it('changes the plan once when Switch plan is pressed again while the change is under way', async () => {
    mock.restart({ timing: 300 });
    const calls = jest.spyOn(window, 'fetch');
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Enterprise' }, slow);
    await user.click(within(plan('Enterprise')).getByRole('button', { name: 'Choose Enterprise' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Switch to Enterprise?' })).getByRole('button', { name: 'Switch plan' });
    await user.click(confirm);
    await user.click(confirm);
    expect(await within(plan('Enterprise')).findByRole('button', { name: 'Your current plan' }, slow)).toBeDisabled();
    expect(screen.getAllByText('Your plan was changed.')).toHaveLength(1);
    expect(calls.mock.calls.filter(([url]) => String(url).includes('/pricing/plan'))).toHaveLength(1);
    calls.mockRestore();
  });

  it('after a change, puts focus on the chosen plan’s heading (its button is now the disabled "Your current plan")', async () => {
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Enterprise' }, slow);
    await user.click(within(plan('Enterprise')).getByRole('button', { name: 'Choose Enterprise' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Switch to Enterprise?' })).getByRole('button', { name: 'Switch plan' }));
    await dialogGone();
    expect(within(plan('Enterprise')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(within(plan('Enterprise')).getByRole('heading', { name: 'Enterprise' })).toHaveFocus();
  });

  it('gives focus back to the plan’s button when the change is cancelled', async () => {
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Enterprise' }, slow);
    const choose = within(plan('Enterprise')).getByRole('button', { name: 'Choose Enterprise' });
    await user.click(choose);
    await user.click(within(screen.getByRole('dialog', { name: 'Switch to Enterprise?' })).getByRole('button', { name: 'Cancel' }));
    await dialogGone();
    expect(choose).toHaveFocus();
  });

  describe('the free Basic plan (spec §9: Basic 0)', () => {
    it('offers no billing switch when it is the current plan: yearly or monthly, it costs nothing', async () => {
      const { user } = await renderPages('/pages/pricing');
      await screen.findByRole('article', { name: 'Basic' }, slow);
      await flipBilling(user);
      expect(within(plan('Basic')).queryByRole('button', { name: 'Switch to yearly billing' })).not.toBeInTheDocument();
      expect(within(plan('Basic')).getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    });

    it('is chosen with no price to pay a year, and saved billed monthly', async () => {
      await fetch('/pricing/plan', { method: 'POST', body: JSON.stringify({ plan: 'standard', billing: 'yearly' }) });
      const { user } = await renderPages('/pages/pricing');
      await screen.findByRole('article', { name: 'Basic' }, slow);
      expect(screen.getByRole('switch', { name: 'Billed yearly' })).toBeChecked();
      await user.click(within(plan('Basic')).getByRole('button', { name: 'Choose Basic' }));
      const dialog = screen.getByRole('dialog', { name: 'Switch to Basic?' });
      expect(dialog).toHaveTextContent('Basic is free: you will pay nothing.');
      expect(dialog).not.toHaveTextContent('a year');
      await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
      expect(await within(plan('Basic')).findByText('Current plan', { exact: true }, slow)).toBeInTheDocument();
      await dialogGone();
      expect(await (await fetch('/pricing/data')).json()).toMatchObject({ currentPlan: 'basic', billing: 'monthly' });
    });
  });

  it('opens the plan questions one at a time', async () => {
    const { user } = await renderPages('/pages/pricing');
    const question = await screen.findByRole('button', { name: 'Can I move between plans?' }, slow);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('writes money in the current language', async () => {
    await switchTestLanguage('fr');
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    await flipBilling(user);
    expect(plan('Standard')).toHaveTextContent(/40\s\$US/);
    expect(plan('Standard')).toHaveTextContent(/480\s\$US/);
  });

  it("says why a change of plan was refused in the page's language (the server's English read back to its key)", async () => {
    mock.server().post('/pricing/plan', () => new Response(400, {}, { message: 'The plan is not valid.', errors: { plan: 'Choose the Basic, Standard or Enterprise plan.' } }));
    await switchTestLanguage('fr', { messages: messagesFr });
    const { user } = await renderPages('/pages/pricing');
    await screen.findByRole('article', { name: 'Standard' }, slow);
    await user.click(within(plan('Standard')).getByRole('button', { name: fr.pricing.choose.replace('{{plan}}', 'Standard') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: fr.pricing.confirm }));
    // What failed, then why.
    expect(await screen.findByText(`${fr.pricing.changeFailed} ${messagesFr['pages.errors.planNotValid']}`, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('The plan is not valid.')).not.toBeInTheDocument();
  });

  describe('a change of plan that fails, in French, says so in French', () => {
    const chooseStandard = async () => {
      await switchTestLanguage('fr', { messages: messagesFr, ui: uiFr });
      const { user } = await renderPages('/pages/pricing');
      await screen.findByRole('article', { name: 'Standard' }, slow);
      await user.click(within(plan('Standard')).getByRole('button', { name: fr.pricing.choose.replace('{{plan}}', 'Standard') }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: fr.pricing.confirm }));
    };

    it("a server error: the page's sentence, not the server's English", async () => {
      mock.server().post('/pricing/plan', () => new Response(500, {}, { message: 'Internal Server Error' }));
      await chooseStandard();
      expect(await screen.findByText(fr.pricing.changeFailed, {}, slow)).toBeInTheDocument();
      expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    });

    it('no answer (the network is down): what failed, then the kit’s French reason', async () => {
      const realFetch = window.fetch;
      const calls = jest.spyOn(window, 'fetch').mockImplementation((url, init) => (String(url).includes('/pricing/plan') ? Promise.reject(new TypeError('Failed to fetch')) : realFetch(url, init)));
      await chooseStandard();
      expect(await screen.findByText(`${fr.pricing.changeFailed} ${uiFr.callErrors.offline}`, {}, slow)).toBeInTheDocument();
      expect(screen.queryByText(/could not reach the server/)).not.toBeInTheDocument();
      calls.mockRestore();
    });
  });
});
