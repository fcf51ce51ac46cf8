import { act, screen, waitFor, within } from '@testing-library/react';
import { templateDemoDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { renderCommunication, slow } from '../../test-kit';

mockServerPerTest(() => [templateDemoDomain()]);
jest.setTimeout(30_000);

const panel = () => screen.getByRole('dialog', { name: 'New message' });

describe('compose', () => {
  it('says at the field when an address is not valid, and sends to Sent once it is', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    const to = within(panel()).getByLabelText(/^To/);
    // Addresses run left to right on an Arabic page too.
    for (const field of [to, within(panel()).getByLabelText(/^Cc/), within(panel()).getByLabelText(/^Bcc/)]) expect(field).toHaveAttribute('dir', 'ltr');
    await user.type(to, 'kwame.mensah@studio.example, not-an-address');
    await user.type(within(panel()).getByLabelText(/^Subject/), 'Rates');
    await user.click(within(panel()).getByRole('button', { name: 'Send' }));
    // The error, then the field's hint.
    expect(to).toHaveAccessibleDescription('Enter valid email addresses. Separate several addresses with commas or semicolons.');
    expect(to).toHaveFocus();
    await user.clear(to);
    await user.type(to, 'kwame.mensah@studio.example');
    await user.type(within(panel()).getByLabelText(/^Message/), 'See you at the upfronts.');
    await user.click(within(panel()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(), slow);
    await user.click(within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('button', { name: 'Sent' }));
    const sent = await screen.findByRole('list', { name: 'Messages: Sent' }, slow);
    await waitFor(() => expect(within(sent).getAllByRole('link')[0]).toHaveTextContent(/kwame\.mensah.*Rates.*See you at the upfronts\./), slow);
  });

  it('opens to an address from a link (?compose=, the navbar search\'s contacts); closed, the URL drops it and Compose starts empty', async () => {
    const { user, router } = await renderCommunication('/apps/email?compose=mei.chen%40studio.example');
    expect(await screen.findByRole('dialog', { name: 'New message' }, slow)).toBeInTheDocument();
    expect(within(panel()).getByLabelText(/^To/)).toHaveValue('mei.chen@studio.example');
    await user.click(within(panel()).getByRole('button', { name: 'Close the new message' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(), slow);
    expect(router.state.location.search).toBe('');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    expect(within(panel()).getByLabelText(/^To/)).toHaveValue('');
  });

  it('opens to an address and a subject from a link (a file asked for from its author); closed, the URL drops both', async () => {
    const { user, router } = await renderCommunication('/apps/email?compose=ravi.iyer%40studio.example&subject=Encoding+Ladder+Benchmarks.xls');
    expect(await screen.findByRole('dialog', { name: 'New message' }, slow)).toBeInTheDocument();
    expect(within(panel()).getByLabelText(/^To/)).toHaveValue('ravi.iyer@studio.example');
    expect(within(panel()).getByLabelText(/^Subject/)).toHaveValue('Encoding Ladder Benchmarks.xls');
    await user.click(within(panel()).getByRole('button', { name: 'Close the new message' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), slow);
  });

  it('keeps a message typed to a linked address when Back drops the address from the URL', async () => {
    const { user, router } = await renderCommunication('/apps/email');
    await screen.findByRole('button', { name: 'Compose' }, slow);
    await act(() => router.navigate('/apps/email?compose=mei.chen%40studio.example'));
    await user.type(within(panel()).getByLabelText(/^Subject/), 'Half a thought');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(within(panel()).getByLabelText(/^To/)).toHaveValue('mei.chen@studio.example');
    expect(within(panel()).getByLabelText(/^Subject/)).toHaveValue('Half a thought');
  });

  it('says addresses may be separated by commas or semicolons, and sends a list with both', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.click(await screen.findByRole('button', { name: 'Compose' }, slow));
    const to = within(panel()).getByLabelText(/^To/);
    expect(within(panel()).getByText('Separate several addresses with commas or semicolons.')).toBeInTheDocument();
    await user.type(to, 'kwame.mensah@studio.example; mei.chen@studio.example, felix.brandt@studio.example');
    await user.type(within(panel()).getByLabelText(/^Subject/), 'Upfront slides');
    await user.click(within(panel()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.', {}, slow)).toBeInTheDocument();
  });

  it('asks before a typed draft is thrown away, and keeps it on Keep editing', async () => {
    const { user } = await renderCommunication('/apps/email');
    await user.keyboard('c');
    await user.type(within(panel()).getByLabelText(/^Subject/), 'Half a thought');
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(panel()).getByLabelText(/^Subject/)).toHaveValue('Half a thought');
    await user.click(within(panel()).getByRole('button', { name: 'Close the new message' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).not.toBeInTheDocument(), slow);
  });
});
