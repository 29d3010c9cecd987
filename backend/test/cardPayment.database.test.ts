// @vitest-environment node
/**
 * The card payment cases (cardPaymentCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/cardPayment.hosted.test.ts.
 */
import { cardPaymentCases } from './cardPaymentCases';
import { templateDatabase } from './templateDatabase';

cardPaymentCases('PGlite', () => templateDatabase('card-payment'));
