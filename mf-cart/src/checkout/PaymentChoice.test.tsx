import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NavigationProvider } from '@giftshop/shared';
import { PaymentChoice } from './PaymentChoice';
import type { PaymentMethodId } from './paymentMethods';

const cardNeedsAccount = 'Paying by card needs an account for now: sign in, or choose pay on delivery or invoice.';
/** The element whose whole text is `text` (its words may sit in a link inside it). */
const withText = (text: string) => (_: string, element: Element | null) => element?.textContent === text;

function Choice({ guest, visited = [] }: { guest: boolean; visited?: string[] }) {
  const [method, setMethod] = useState<PaymentMethodId>('pay_on_delivery');
  return (
    <NavigationProvider
      value={{ pathname: '/checkout/shipping', search: '', navigate: (to: string) => void visited.push(to) }}
    >
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
    </NavigationProvider>
  );
}

describe('PaymentChoice', () => {
  it('lets a signed-in shopper choose card', async () => {
    render(<Choice guest={false} />);
    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    expect((screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(withText(cardNeedsAccount))).toBeNull();
    expect(screen.queryByRole('link', { name: 'sign in' })).toBeNull();
  });

  it('shows a guest why card cannot be chosen, and keeps their choice', async () => {
    render(<Choice guest />);
    const card = screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(screen.getByText(withText(cardNeedsAccount))).toBeTruthy();
    await userEvent.click(card);
    expect(card.checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Pay on delivery/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("gives a guest's sign in a link to sign in and come back to this step (it was words with nothing to press)", async () => {
    const visited: string[] = [];
    render(<Choice guest visited={visited} />);
    const signIn = screen.getByRole('link', { name: 'sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth?redirect=%2Fcheckout%2Fshipping');
    await userEvent.click(signIn);
    expect(visited).toEqual(['/auth?redirect=%2Fcheckout%2Fshipping']);
    // the card stays unchosen: the link is not a way to pick it
    expect((screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement).checked).toBe(false);
  });
});
