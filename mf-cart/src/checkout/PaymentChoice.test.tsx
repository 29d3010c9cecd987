import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cardNeedsAccount, PaymentChoice } from './PaymentChoice';
import type { PaymentMethodId } from './paymentMethods';

function Choice({ guest }: { guest: boolean }) {
  const [method, setMethod] = useState<PaymentMethodId>('pay_on_delivery');
  return (
    <PaymentChoice
      method={method}
      guest={guest}
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
  it('lets a signed-in shopper choose card', async () => {
    render(<Choice guest={false} />);
    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    expect((screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(cardNeedsAccount)).toBeNull();
  });

  it('shows a guest why card cannot be chosen, and keeps their choice', async () => {
    render(<Choice guest />);
    const card = screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(screen.getByText(cardNeedsAccount)).toBeTruthy();
    await userEvent.click(card);
    expect(card.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Pay on delivery/ }) as HTMLInputElement).checked).toBe(true);
  });
});
