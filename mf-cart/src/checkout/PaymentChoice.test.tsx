import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PaymentChoice } from './PaymentChoice';
import type { PaymentMethodId } from './paymentMethods';

function Choice() {
  const [method, setMethod] = useState<PaymentMethodId>('pay_on_delivery');
  return (
    <PaymentChoice
      method={method}
      organisation=""
      poNumber=""
      onMethod={setMethod}
      onOrganisation={() => {}}
      onOrganisationLeave={() => {}}
      onPoNumber={() => {}}
      onPoNumberLeave={() => {}}
    />
  );
}

describe('PaymentChoice', () => {
  it('lets every shopper choose card, a guest as a signed-in shopper (the database places either awaiting payment)', async () => {
    render(<Choice />);
    const card = screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement;
    expect(card.disabled).toBe(false);
    await userEvent.click(card);
    expect(card.checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Pay on delivery/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/needs an account/)).toBeNull();
  });

  it('asks for the organization only for an invoice', async () => {
    render(<Choice />);
    expect(screen.queryByLabelText(/organization to invoice/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Invoice/ }));
    expect(screen.getByLabelText(/organization to invoice/)).toBeTruthy();
  });
});
