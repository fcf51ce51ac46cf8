import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ecommerceDomain } from '@console/mirage';
import { mockServerPerTest } from '@console/testing';
import { reachPaymentWithCard, renderShop, typeAddress } from '../test-kit';

mockServerPerTest(() => [ecommerceDomain()]);
jest.setTimeout(30_000);

const tooLong = 'x'.repeat(10_000);
const lineTooLong = 'Use at most 100 characters.';

/** Replaces the field's text with `text`, pasted (typing 10,000 keys would take minutes). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the delivery address, given far too much', () => {
  it.each([/Full name/, /Street address/, /City/, /Country/])('says at %s that it is too long, keeps the text and stays on the step', async (name) => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await typeAddress(user);
    await paste(user, screen.getByRole('textbox', { name }), tooLong);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const field = await screen.findByRole('textbox', { name });
    expect(await screen.findByText(lineTooLong)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(lineTooLong);
    expect(field).toBeInvalid();
    expect(field).toHaveValue(tooLong);
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment method' })).not.toBeInTheDocument();
  });
});

describe('the card, at the payment step', () => {
  it('refuses a number of the right length whose checksum is wrong, at the field, the number kept', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await reachPaymentWithCard(user);
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.clear(number);
    await user.type(number, '1234 5678 9012 3456');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Check the card number: it is not a valid card number.')).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription('Check the card number: it is not a valid card number.');
    expect(number).toHaveValue('1234 5678 9012 3456');
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();

    // Put right (the test card the docs give), the order goes.
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
  });

  it('says at Name on card that 10,000 characters are too many, and keeps them', async () => {
    const { user } = await renderShop('/apps/ecommerce/checkout');
    await reachPaymentWithCard(user);
    const name = screen.getByRole('textbox', { name: /Name on card/ });
    await paste(user, name, tooLong);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(lineTooLong)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(lineTooLong);
    expect(name).toHaveValue(tooLong);
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
  });
});
