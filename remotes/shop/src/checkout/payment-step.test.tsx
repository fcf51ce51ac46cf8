import { act, screen } from '@testing-library/react';
import { Response } from 'miragejs';
import { developmentUser, useSessionStore, type SessionUser } from '@console/auth';
import type { Permission } from '@console/contracts';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest, switchTestLanguage } from '@console/testing';
import { uiFr } from '@console/ui/i18n/fr';
import fr from '../i18n/fr';
import { reachPaymentWithCard, renderShop } from '../test-kit';

const mock = mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(30_000);

const account = (...actions: Permission['action'][]): SessionUser => ({ ...developmentUser, role: 'client', ability: actions.map((action) => ({ action, subject: 'Product' })) });
// Placing an order is `update` on the shop's subject (the mock's guard asks the same).
const buyer = account('read', 'create', 'delete', 'update');
const shopper = account('read', 'create', 'delete');


describe('Place order follows the account’s current rights', () => {
  it('is disabled, with the reason, once the account loses the right to order on the payment step; the input stays', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout', buyer);
    await reachPaymentWithCard(user);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();

    act(() => useSessionStore.getState().setUser(shopper));

    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Your account may not place orders.');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    // Its groups stay in order in an Arabic page.
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveAttribute('dir', 'ltr');
    // Enter in a field does not place it either.
    await user.type(screen.getByRole('textbox', { name: /CVV/ }), '{Enter}');
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();

    act(() => useSessionStore.getState().setUser(buyer));
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('says clearly that the order was not placed when the server refuses it, and keeps what was typed', async () => {
    // The server already knows the rights are gone; this page does not yet (its guard answers so).
    mock.server().post('/apps/ecommerce/orders', () => new Response(403, {}, { message: 'You do not have permission to do this.' }));
    const { user } = await renderShop('/apps/ecommerce/checkout', buyer);
    await reachPaymentWithCard(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The order was not placed: your account may not place orders. Your address and payment details are kept.');
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Lovelace');
  });
});

describe('the card’s expiry', () => {
  afterEach(() => switchTestLanguage('en'));

  it('asks for its format as French writes it, in the label and the placeholder alike', async () => {
    await switchTestLanguage('fr', { ui: uiFr });
    const { user } = await renderShop('/apps/ecommerce/checkout', buyer);
    await user.click(await screen.findByRole('button', { name: fr.checkout.continue }));
    await user.type(await screen.findByRole('textbox', { name: /^Nom complet/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^Numéro de téléphone/ }), '+44 20 7946 0000');
    await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '12 Analytical Row');
    await user.type(screen.getByRole('textbox', { name: /^Ville/ }), 'London');
    await user.type(screen.getByRole('textbox', { name: /^Code postal/ }), 'N1 9GU');
    await user.type(screen.getByRole('textbox', { name: /^Pays/ }), 'Royaume-Uni');
    await user.click(screen.getByRole('button', { name: fr.checkout.continue }));

    const expiry = await screen.findByRole('textbox', { name: /^Expiration \(MM\/AA\)/ });
    expect(expiry).toHaveAttribute('placeholder', 'MM/AA');
  });
});
