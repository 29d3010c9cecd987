/** `npm run typecheck`: strict TypeScript over every package, one project at a time. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot } from './lib/stack';

const projects = [
  'shared',
  'shell',
  'mf-catalog',
  'mf-product',
  'mf-cart',
  'mf-account',
  'backend',
  'e2e',
  'scripts',
  'monolith',
];
let failed = 0;
for (const project of projects) {
  if (!existsSync(`${repoRoot}/${project}/tsconfig.json`)) continue;
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✓' : '✗'} ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
