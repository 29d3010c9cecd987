import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardDetailsProblem } from './cardDetails';
import TestCardField from './TestCardField';

const payment = {
  order_number: 'KL-100005',
  amount_cents: 2394,
  currency: 'usd',
  expires_at: '2026-11-28T09:26:00Z',
  payment_reference: 'pi_test_1',
  client_secret: 'pi_test_1_secret',
  status: 'requires_payment_method',
  provider: 'test',
  publicKey: 'http://127.0.0.1:1/test-payments/v1',
};
const november2026 = new Date(2026, 10, 28);

describe('the test card field', () => {
  it.each([
    ['', '123', "Your card's expiration date is incomplete."],
    ['1/2', '123', "Your card's expiration date is incomplete."],
    ['13/27', '123', "Your card's expiration date is invalid."],
    ['12/25', '123', "Your card's expiration year is in the past."],
    ['10/26', '123', "Your card's expiration date is in the past."],
    ['11/26', '', "Your card's security code is incomplete."],
    ['11/26', '12', "Your card's security code is incomplete."],
  ])('refuses expiry %j with CVC %j', (expiry, cvc, problem) => {
    expect(cardDetailsProblem('4242 4242 4242 4242', expiry, cvc, november2026)).toBe(problem);
  });

  it('accepts a card valid this month or later, with a 3 or 4 digit CVC', () => {
    expect(cardDetailsProblem('4242 4242 4242 4242', '11/26', '123', november2026)).toBeNull();
    expect(cardDetailsProblem('4242424242424242', '0140', '1234', november2026)).toBeNull();
  });

  it('says what is missing and sends nothing when the expiry and CVC are empty', async () => {
    render(<TestCardField payment={payment} onSucceeded={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $23.94' }));
    expect(screen.getByRole('alert').textContent).toBe("Your card's expiration date is incomplete.");
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $23.94' }));
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");
  });

  it('keeps the expiry and CVC boxes on one line when "Expiry (MM/YY)" wraps (375 px): their row aligns them at the end', () => {
    render(<TestCardField payment={payment} onSucceeded={() => undefined} />);
    const expiry = screen.getByLabelText('Expiry (MM/YY)').closest('label')!;
    const cvc = screen.getByLabelText('CVC').closest('label')!;
    expect(expiry.parentElement).toBe(cvc.parentElement);
    expect(getComputedStyle(expiry.parentElement!)).toMatchObject({ display: 'grid', alignItems: 'end' });
  });
});
