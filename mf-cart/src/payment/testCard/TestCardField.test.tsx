import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startedPayment } from '../startedPayment.fixture';
import { cardDetailsProblem } from './cardDetails';
import TestCardField from './TestCardField';

const payment = startedPayment;
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

  it("takes the shopper to the authentication step's heading when the card asks for it, scrolled clear of the header", async () => {
    // the provider's answer to 4000 0027 6000 3184 (the card provider is a wall we do not own; the test
    // provider's own service answers so: backend/test/card-payments.test.ts drives it)
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ status: 'requires_action' }), { status: 200 });
    });
    // happy-dom lays nothing out: record what asks to be scrolled to
    const scrollIntoView = Element.prototype.scrollIntoView;
    const scrolledTo: [Element, unknown][] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolledTo.push([this, options]);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
      vi.unstubAllGlobals();
    });
    render(<TestCardField payment={payment} onSucceeded={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4000 0027 6000 3184');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $23.94' }));
    const heading = await screen.findByRole('heading', { name: "Confirm it's you" });
    expect(asked).toEqual(['http://127.0.0.1:1/test-payments/v1/payment_intents/pi_test_1/confirm']);
    // before, focus stayed on the Pay button the step had replaced (the body, for a screen reader)
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    // the step (its top kept clear of the sticky header by its scroll margin: measured in Chromium)
    expect(scrolledTo).toEqual([[screen.getByRole('dialog', { name: "Confirm it's you" }), { block: 'start' }]]);
  });
});
