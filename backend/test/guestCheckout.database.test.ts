// @vitest-environment node
/**
 * The guest checkout cases (guestCheckoutCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/guestCheckout.hosted.test.ts.
 */
import { guestCheckoutCases } from './guestCheckoutCases';
import { templateDatabase } from './templateDatabase';

guestCheckoutCases('PGlite', () => templateDatabase('guest-checkout'));
