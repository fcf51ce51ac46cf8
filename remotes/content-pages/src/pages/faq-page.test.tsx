import { act, screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser } from '@console/auth';
import { contentPagesDomain } from '@console/mirage';
import { publishConsoleAreas } from '@console/runtime';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { renderPages, slow } from '../test-kit';

const mock = mockServerPerTest(() => [contentPagesDomain()]);
jest.setTimeout(20_000);

describe('the FAQ', () => {
  it('shows the categories as tabs and the answers in an accordion', async () => {
    const { user } = await renderPages('/pages/faq');
    const tabs = await screen.findByRole('tablist', { name: 'Question categories' }, slow);
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent.trim())).toEqual(['Payment', 'Delivery', 'Cancellation & Return', 'My Orders', 'Product & Services']);
    await user.click(within(tabs).getByRole('tab', { name: 'Delivery' }));
    const question = screen.getByRole('button', { name: 'Can I download episodes to watch offline?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Downloads stay available for 30 days/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'You still have a question?' })).toBeInTheDocument();
  });

  it('searches the questions; only categories with a match stay', async () => {
    const { user } = await renderPages('/pages/faq');
    await screen.findByRole('tablist', {}, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'refund');
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent.trim())).toEqual(['Cancellation & Return']), slow);
    expect(screen.getByRole('button', { name: 'Can I get a refund for a rental?' })).toBeInTheDocument();
  });

  it('asks the API once per burst of typing (debounced), not once per key', async () => {
    const asked: string[] = [];
    mock.server().get('/faq/data', (_schema, request) => {
      asked.push(String(request.queryParams.q ?? ''));
      return {};
    });
    const { user } = await renderPages('/pages/faq');
    await waitFor(() => expect(asked).toEqual(['']), slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'refund');
    expect(await screen.findByText('No questions match “\u2068refund\u2069”.', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), ' rental');
    expect(await screen.findByText('No questions match “\u2068refund rental\u2069”.', {}, slow)).toBeInTheDocument();
    expect(asked).toEqual(['', 'refund', 'refund rental']);
  });

  it('says so when nothing matches, and clears the search', async () => {
    const { user } = await renderPages('/pages/faq');
    await screen.findByRole('tablist', {}, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zeppelin');
    expect(await screen.findByText('No questions match “\u2068zeppelin\u2069”.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('tablist', {}, slow)).toBeInTheDocument();
  });

  it('offers Retry when the questions cannot be loaded', async () => {
    mock.server().get('/faq/data', () => new Response(500, {}, { message: 'down' }));
    const { user } = await renderPages('/pages/faq');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The questions could not be loaded.');
    mock.restart();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tablist', {}, slow)).toBeInTheDocument();
  });
});

describe('the FAQ in the URL', () => {
  const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Question categories' })).getByRole('tab', { name });
  const search = () => screen.getByRole('searchbox', { name: 'Search the questions' });

  it('opens the tab and the search a link names (?category=myOrders&q=rental)', async () => {
    await renderPages('/pages/faq?category=myOrders&q=rental');
    // Two categories match "rental": the link's one is open, not the first.
    await waitFor(() => expect(screen.getAllByRole('tab').map((one) => one.textContent.trim())).toEqual(['Cancellation & Return', 'My Orders']), slow);
    expect(tab('My Orders')).toHaveAttribute('aria-selected', 'true');
    expect(search()).toHaveValue('rental');
    expect(screen.getByRole('button', { name: 'How long can I watch a rental?' })).toBeVisible();
  });

  it('writes a tab as a new history entry, and the search typed by replacing it', async () => {
    const { user, router } = await renderPages('/pages/faq');
    await screen.findByRole('tablist', {}, slow);
    await user.click(tab('My Orders'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=myOrders'), slow);
    expect(router.state.historyAction).toBe('PUSH');
    await user.type(search(), 'rental');
    await waitFor(() => expect(router.state.location.search).toBe('?category=myOrders&q=rental'), slow);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tab('My Orders')).toHaveAttribute('aria-selected', 'true');
    // The search replaced the tab's entry: Back goes to the FAQ as it was before the tab.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(tab('Payment')).toHaveAttribute('aria-selected', 'true'), slow);
    expect(search()).toHaveValue('');
  });

  it('has the tab and the search again after leaving and pressing Back', async () => {
    const { user, router } = await renderPages('/pages/faq');
    await screen.findByRole('tablist', {}, slow);
    await user.click(tab('Cancellation & Return'));
    await user.type(search(), 'cancel');
    await waitFor(() => expect(router.state.location.search).toBe('?category=cancellationReturn&q=cancel'), slow);
    await act(() => router.navigate('/pages/pricing'));
    await screen.findByRole('heading', { level: 1, name: 'Pricing' }, slow);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(tab('Cancellation & Return')).toHaveAttribute('aria-selected', 'true'), slow);
    expect(search()).toHaveValue('cancel');
  });

  it.each(['My%20Orders', 'orders', 'toString', ''])('opens the first tab for a category it does not know (%s)', async (category) => {
    await renderPages(`/pages/faq?category=${category}`);
    await screen.findByRole('tablist', {}, slow);
    expect(tab('Payment')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Which payment methods can I use?' })).toBeVisible();
  });
});

describe('"Email us"', () => {
  const address = 'help@studio-console.example';
  // A console with the email app (the shell publishes the areas it mounts); a test may take it away.
  beforeEach(() => publishConsoleAreas([{ id: 'content-pages', basePath: '/pages' }, { id: 'communication', basePath: '/apps/email' }]));
  // In act: the page is still on screen when this runs, and re-renders without the link.
  afterEach(() => act(() => publishConsoleAreas([])));

  it("opens a new message to support in the console's email app, not a mail program", async () => {
    await renderPages('/pages/faq');
    const link = screen.getByRole('link', { name: new RegExp(address) });
    expect(link).toHaveAttribute('href', `/apps/email?compose=${encodeURIComponent(address)}`);
    expect(link).toHaveTextContent('Opens a new message to us in the Email app.');
  });

  it.each([
    ['may not open the email app', [{ action: 'read', subject: 'Faq' }]],
    ['may read mail but not send it', [{ action: 'read', subject: 'Faq' }, { action: 'read', subject: 'Email' }]],
  ] as const)('shows the address as text to copy to someone who %s', async (_who, ability) => {
    await renderPages('/pages/faq', { ...developmentUser, ability: [...ability] });
    expect(screen.getByText(address)).toBeVisible();
    expect(screen.getByText('Copy this address into your email program to write to us.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(address) })).not.toBeInTheDocument();
  });

  it('shows the address as text to copy where this console has no email app, even to someone who may send mail', async () => {
    publishConsoleAreas([{ id: 'content-pages', basePath: '/pages' }]);
    await renderPages('/pages/faq');
    expect(screen.getByText(address)).toBeVisible();
    expect(screen.getByText('Copy this address into your email program to write to us.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(address) })).not.toBeInTheDocument();
  });
});

describe('the contact details in Arabic', () => {
  // As the shell sets it for Arabic: the page reads right to left.
  beforeEach(async () => {
    await switchTestLanguage('ar');
    document.documentElement.dir = 'rtl';
  });
  afterEach(async () => {
    document.documentElement.dir = '';
    await switchTestLanguage('en');
  });

  // In a right-to-left line, "+1 (555) 012-3456" would show its groups and brackets in another order.
  it.each(['+1 (555) 012-3456', 'help@studio-console.example'])('keep %s left to right', async (text) => {
    await renderPages('/pages/faq');
    const contact = screen.getByRole('region', { name: 'هل لا يزال لديك سؤال؟' });
    expect(within(contact).getByText(text)).toHaveAttribute('dir', 'ltr');
  });
});
