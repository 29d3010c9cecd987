/**
 * page-start.js as the build serves it, minified (`minifyPublicScripts`): the same cases as the script as written
 * (keptTapsCases.testing.ts), so minifying never changes what a tap before the page responds does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { minifiedScript } from '../../../shared/vite/minifyPublicScripts';
import { keptTapsCases } from './keptTapsCases.testing';

keptTapsCases(async () => {
  const written = readFileSync(join(import.meta.dirname, '../../public/page-start.js'), 'utf8');
  const served = minifiedScript('page-start.js', written);
  expect(served.length).toBeLessThan(written.length / 2);
  // It imports and exports nothing: run as a module is (strict, its names its own), for its listeners.
  expect(served).not.toMatch(/\bimport\b|\bexport\b/);
  new Function(`'use strict';${served}`)();
});
