import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiAr } from '@console/ui/i18n/ar';
import ar from '../i18n/ar';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);
afterEach(() => switchTestLanguage('en'));

async function editPixelArcade(edit = 'Edit Pixel Arcade', save = 'Save') {
  const user = userEvent.setup();
  await renderDistribution('/distribution/publishers');
  await user.click(await screen.findByRole('button', { name: edit }));
  const panel = await screen.findByRole('dialog', { name: edit });
  const share = within(panel).getByRole('spinbutton', { name: /%/ });
  await user.clear(share);
  await user.type(share, '62');
  await user.click(within(panel).getByRole('button', { name: save }));
  return { panel, share };
}

it('says the publisher was added, by its name, once the server has added it', async () => {
  const user = userEvent.setup();
  await renderDistribution('/distribution/publishers');
  await user.click(screen.getByRole('button', { name: 'Add publisher' }));
  const panel = await screen.findByRole('dialog', { name: 'Add a publisher' });
  await user.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Kite Media');
  await user.type(within(panel).getByRole('textbox', { name: /^Website domains/ }), 'kitemedia.example');
  await user.type(within(panel).getByRole('textbox', { name: /^Contact email/ }), 'ads@kitemedia.example');
  await user.click(within(panel).getByRole('button', { name: 'Save' }));
  // The name stands apart from the sentence (isolate marks): an Arabic name keeps the quotes in place.
  expect(await screen.findByText('Publisher “\u2068Kite Media\u2069” added.')).toHaveAttribute('role', 'status');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says the publisher was saved after an edit, in the reader’s language', async () => {
  await switchTestLanguage('ar', { ui: uiAr });
  await editPixelArcade(ar.edit.replace('{{name}}', 'Pixel Arcade'), ar.save);
  expect(await screen.findByText('تم حفظ الناشر «\u2068Pixel Arcade\u2069».')).toHaveAttribute('role', 'status');
});

it('says nothing was saved when the save fails: the panel stays open with its input', async () => {
  mock.server().put('/api/distribution/publishers/:id', () => new Response(500, {}, { message: 'Down for maintenance.' }));
  const { panel, share } = await editPixelArcade();
  expect(await within(panel).findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Pixel Arcade' })).toBe(panel);
  expect(share).toHaveValue(62);
  expect(screen.queryByText(/saved\.$/)).not.toBeInTheDocument();
});
