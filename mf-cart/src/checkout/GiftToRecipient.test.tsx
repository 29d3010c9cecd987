// @vitest-environment node
/**
 * A gift shipped straight to the recipient (QA sweep H-f, shopper 1: a daughter sending a shirt to her dad): the
 * step asks for the recipient's address where the shipping address is, so the hint under "Ship it straight to the
 * recipient" points at the address form where it stands on the page. It said "Enter their address below" under a
 * form that is above it (the shipping method and gift options come after the address), so she scrolled down
 * looking for a second address form. The real checkout page on a real bus, against the real embedded backend.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { configureShop } from '@giftshop/shared';
import { startSwitchedBackend, type SwitchedBackend } from '@giftshop/shared/testing';
import { emptyDraft } from './checkoutDraft';
import { guestShippingStep } from './guestShippingStep.fixture';

let backend: SwitchedBackend;

beforeAll(async () => {
  backend = await startSwitchedBackend();
  configureShop({ supabase: { url: backend.url, anonKey: backend.anonKey } });
}, 60_000);

afterAll(() => backend?.stop());

it('the hint under Ship it straight to the recipient points at the address form where the form is', async () => {
  await guestShippingStep(
    { email: 'sam@example.com', gift: { ...emptyDraft.gift, isGift: true, toRecipient: true } },
    async ({ container }) => {
      const toRecipient = Array.from(container.querySelectorAll('label')).find((l) =>
        l.textContent?.startsWith('Ship it straight to the recipient'),
      );
      expect(toRecipient, 'the recipient choice is shown for a gift').toBeDefined();
      const hint = toRecipient!.querySelector('small')!.textContent!;
      const address = container.querySelector('#shipping-line1')!;
      const addressIsAbove = Boolean(
        address.compareDocumentPosition(toRecipient!) & 4, // Node.DOCUMENT_POSITION_FOLLOWING
      );
      expect(addressIsAbove, 'the step asks for the address before its gift options').toBe(true);
      expect(hint).toMatch(/\babove\b/);
      expect(hint).not.toMatch(/\bbelow\b/);
    },
  );
});
