import { act, screen, waitFor, within } from '@testing-library/react';
import { invoicesDomain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import invoicesModule from '../module';
import { renderList, slow } from '../test-kit';

jest.setTimeout(30_000);
mockServerPerTest(() => [invoicesDomain()]);

const leavePrompt = () => screen.queryByRole('dialog', { name: 'Leave this page?' });

/** Whether the router is back at the page the test opened: a memory history keys its first entry 'default'. */
const atFirstEntry = (router: ReturnType<typeof renderRemote>['router']) => router.state.location.key === 'default';

// A saved form gives its place in the history to the page the save leads to: Back goes to where
// the user came from, not to the form again (an empty one would invite a duplicate invoice).
describe('after a save, Back does not reopen the form', () => {
  it('create: Back from the list goes to the list the user came from, not to an empty Create invoice form', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('link', { name: 'Create invoice' }));
    const form = within(await screen.findByRole('form', { name: 'Create invoice' }, slow));
    expect(await form.findByRole('option', { name: 'Hannah Voss · Brightwave Beverages GmbH' }, slow)).toBeInTheDocument();
    await user.selectOptions(form.getByRole('combobox', { name: 'Client' }), 'billing@brightwave-drinks.de');
    await user.type(form.getByLabelText('Service *'), 'Summer campaign');
    await user.type(form.getByLabelText('Salesperson *'), 'Tom Becker');
    await user.type(form.getByLabelText('Description *'), 'Edit');
    await user.type(form.getByLabelText('Unit cost *'), '120');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'), slow);
    expect(leavePrompt()).not.toBeInTheDocument(); // saved: nothing to lose, nothing to ask
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/apps/invoice/list');
    expect(atFirstEntry(router)).toBe(true);
    expect(screen.queryByRole('form', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(leavePrompt()).not.toBeInTheDocument();
  });

  it('edit: Back from the preview goes to the preview the user came from, not to the edit form', async () => {
    const { user, router } = renderRemote(invoicesModule, '/apps/invoice/preview/4');
    await user.click(await screen.findByRole('link', { name: 'Edit' }, slow));
    const form = within(await screen.findByRole('form', { name: 'Edit invoice #4' }, slow));
    await user.type(form.getByLabelText('Note'), 'Call first');
    await user.click(form.getByRole('button', { name: 'Save invoice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4'), slow);
    expect(leavePrompt()).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/4');
    expect(atFirstEntry(router)).toBe(true);
    expect(screen.queryByRole('form', { name: 'Edit invoice #4' })).not.toBeInTheDocument();
    expect(leavePrompt()).not.toBeInTheDocument();
  });
});
