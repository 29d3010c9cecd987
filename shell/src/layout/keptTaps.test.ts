/** page-start.js as written (the shell's public folder, as `npm run dev` serves it): keptTapsCases.testing.ts. */
import { keptTapsCases } from './keptTapsCases.testing';

// @ts-expect-error: a plain script of the shell's public folder, run for its listeners
keptTapsCases(() => import('../../public/page-start.js'));
