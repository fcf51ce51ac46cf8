import { act, screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

// The navbar search's contacts and files lead to /apps/email?compose=… (and &subject=… for a file),
// the same page: a message open in the compose panel must survive it.
const mei = '/apps/email?compose=mei.chen%40studio.example';
const panel = (name = 'New message') => screen.getByRole('dialog', { name });
const field = (label: RegExp, name?: string) => within(panel(name)).getByLabelText(label);

describe('a link to an address while a message is open', () => {
  it('keeps what was typed and adds the address to To; closing still asks first', async () => {
    const { user, router } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    await user.type(field(/^To/), 'kwame.mensah@studio.example');
    await user.type(field(/^Subject/), 'Upfront slides');
    await user.type(field(/^Message/), 'Deck attached.');
    await act(() => router.navigate(`${mei}&subject=Encoding+Ladder+Benchmarks.xls`));
    expect(field(/^To/)).toHaveValue('kwame.mensah@studio.example, mei.chen@studio.example');
    expect(field(/^Subject/)).toHaveValue('Upfront slides');
    expect(field(/^Message/)).toHaveValue('Deck attached.');
    expect(await screen.findByText(/mei\.chen@studio\.example\W* added to the recipients\./)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Close the new message' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  });

  it('adds the same address picked again once it was taken out of To', async () => {
    const { user, router } = await renderCommunication(mei);
    await screen.findByRole('dialog', { name: 'New message' }, slow);
    await user.clear(field(/^To/));
    await user.type(field(/^To/), 'kwame.mensah@studio.example');
    await user.type(field(/^Subject/), 'Half a thought');
    await act(() => router.navigate(mei));
    expect(field(/^To/)).toHaveValue('kwame.mensah@studio.example, mei.chen@studio.example');
    expect(field(/^Subject/)).toHaveValue('Half a thought');
    // Already a recipient: nothing changes, and it is said.
    await act(() => router.navigate('/apps/email?compose=KWAME.MENSAH%40studio.example'));
    expect(field(/^To/)).toHaveValue('kwame.mensah@studio.example, mei.chen@studio.example');
    expect(await screen.findByText(/KWAME\.MENSAH@studio\.example\W* is already a recipient\./)).toBeInTheDocument();
  });

  it('keeps a draft being edited, changes and all', async () => {
    const { user, router } = await renderCommunication('/apps/email?folder=draft');
    const drafts = await screen.findByRole('list', { name: 'Messages: Drafts' }, slow);
    await user.click(within(drafts).getByRole('button', { name: /^Amara Castellanos/ }));
    await screen.findByRole('dialog', { name: 'Edit draft' }, slow);
    await user.clear(field(/^Subject/, 'Edit draft'));
    await user.type(field(/^Subject/, 'Edit draft'), 'Spring slate, revised');
    await user.type(field(/^Message/, 'Edit draft'), '\nP.S. Slides to follow.');
    await act(() => router.navigate(mei));
    expect(field(/^To/, 'Edit draft')).toHaveValue('amara.castellanos@studio.example, mei.chen@studio.example');
    expect(field(/^Subject/, 'Edit draft')).toHaveValue('Spring slate, revised');
    expect(field(/^Message/, 'Edit draft')).toHaveValue(
      'Hi Amara,\n\nProposed slate: two documentaries, one live series and the cooking show.\n\nBest,\nRosa Delgado\nP.S. Slides to follow.',
    );
  });

  it('fills an untouched panel, subject included; closed untouched, it asks nothing', async () => {
    const { user, router } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    await act(() => router.navigate(`${mei}&subject=Encoding+Ladder+Benchmarks.xls`));
    expect(field(/^To/)).toHaveValue('mei.chen@studio.example');
    expect(field(/^Subject/)).toHaveValue('Encoding Ladder Benchmarks.xls');
    await user.click(within(panel()).getByRole('button', { name: 'Close the new message' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(), slow);
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
