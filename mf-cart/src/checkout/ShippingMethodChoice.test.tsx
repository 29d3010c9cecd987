import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem, DeliveryOption } from '@giftshop/shared/domain';
import { orderItemsPayload } from '../api/orders';
import { cartQueryClient } from '../cart/useCartQuote';
import { PaymentChoice } from './PaymentChoice';
import { ShippingMethodChoice } from './ShippingMethodChoice';

const mug: CartItem = {
  id: 'KL-MUG-110-W::CLASSIC',
  name: 'Name Mug',
  price: 18,
  image: '',
  quantity: 1,
  customization: {},
} as CartItem;
/** The methods as the server offers them for this cart (shipping_options): standard free, express priced. */
const methods: DeliveryOption[] = [
  { code: 'standard', name: 'Standard', minDays: 5, maxDays: 7, price: 0, arrivesEarliest: null, arrivesLatest: null },
  {
    code: 'express',
    name: 'Express',
    minDays: 2,
    maxDays: 3,
    price: 14.95,
    arrivesEarliest: null,
    arrivesLatest: null,
  },
];

/** The shipping methods (this one chosen) above payment (pay on delivery chosen), as the shipping step shows them. */
function renderChoices(shippingMethod: string | null) {
  cartQueryClient().setQueryData(['cart', 'shipping-options', orderItemsPayload([mug])], methods);
  render(
    <>
      <ShippingMethodChoice items={[mug]} value={shippingMethod} onChange={() => {}} />
      <PaymentChoice
        method="pay_on_delivery"
        organisation=""
        poNumber=""
        onMethod={() => {}}
        onOrganisation={() => {}}
        onOrganisationLeave={() => {}}
        onPoNumber={() => {}}
        onPoNumberLeave={() => {}}
      />
    </>,
  );
}

describe('ShippingMethodChoice', () => {
  it('draws its radios as every checkout choice is drawn, 20 px in the accent, as payment’s (QA sweep H-c: browser blue, 13 px)', () => {
    renderChoices(null);
    const look = (radio: HTMLElement) => {
      const style = getComputedStyle(radio);
      return { width: style.width, height: style.height, accent: style.getPropertyValue('accent-color') };
    };
    const standard = screen.getByRole('radio', { name: /Standard/ });
    expect(look(standard)).toEqual(look(screen.getByRole('radio', { name: /Pay on delivery/ })));
    expect(look(standard)).toMatchObject({ width: '20px', height: '20px' });
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')?.textContent).toContain('Free');
  });

  it('shows a chosen method as a chosen payment is shown: one look for "selected" (QA sweep H-c: surfaceMuted and 1 px beside accentSoft and 1.5 px)', () => {
    renderChoices('express');
    const look = (name: RegExp) => {
      const style = getComputedStyle(screen.getByRole('radio', { name }).closest('label')!);
      return { border: style.border, background: style.backgroundColor };
    };
    const chosen = look(/Express/);
    expect(chosen).toEqual(look(/Pay on delivery/));
    // and not the look of a method left unchosen
    expect(chosen).not.toEqual(look(/Standard/));
    expect(look(/Standard/)).toEqual(look(/Invoice/));
  });
});
