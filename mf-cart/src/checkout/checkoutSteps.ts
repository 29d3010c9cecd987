/**
 * Checkout's steps, each at its own address so the browser's Back goes to
 * the step before: /checkout (review the order, and who orders) and
 * /checkout/shipping (where it goes, gift options, payment, the proof).
 */
export type CheckoutStep = 'review' | 'shipping';

export const checkoutStepPath: Record<CheckoutStep, string> = {
  review: '/checkout',
  shipping: '/checkout/shipping',
};

/** The step an address names (the route's `step` parameter); anything else is the review. */
export function checkoutStepFrom(param: string | undefined): CheckoutStep {
  return param === 'shipping' ? 'shipping' : 'review';
}
