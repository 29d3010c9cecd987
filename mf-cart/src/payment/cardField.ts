import type { CardPaymentStart } from '../api/cardPayment';

/** What every provider's card field gets: the payment to confirm, and where to say how it went. */
export interface CardFieldProps {
  payment: CardPaymentStart;
  /** The provider says the payment succeeded (the order is paid once its webhook lands). */
  onSucceeded: () => void;
}
