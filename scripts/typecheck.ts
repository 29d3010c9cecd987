/**
 * `npm run typecheck`: strict TypeScript over every package in one pass
 * (the root tsconfig.json includes them all; each package keeps its own
 * tsconfig for editors and for a team checking its remote alone).
 */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/stack';

const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
console.log(result.status === 0 ? '✓ types' : '✗ types');
process.exit(result.status ?? 1);
