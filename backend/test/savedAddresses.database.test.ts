// @vitest-environment node
/**
 * The saved-address cases (savedAddressesCases.ts) on the embedded backend's
 * PGlite, from the same template a fresh backend starts from. The same cases
 * run on PostgreSQL 15 in hosted/savedAddresses.hosted.test.ts.
 */
import { savedAddressesCases } from './savedAddressesCases';
import { templateDatabase } from './templateDatabase';

savedAddressesCases('PGlite', () => templateDatabase('saved-addresses-cases'));
