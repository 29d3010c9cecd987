// @vitest-environment node
/**
 * A profile's names kept as the shopper sees them (profileNamesCases.ts) on the embedded backend's PGlite, from the
 * same template a fresh backend starts from. The same cases run on PostgreSQL 15 in hosted/profileNames.hosted.test.ts.
 */
import { profileNamesCases } from './profileNamesCases';
import { templateDatabase } from './templateDatabase';

profileNamesCases('PGlite', () => templateDatabase('profile-names'));
