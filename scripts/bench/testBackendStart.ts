/**
 * What one backend costs a test file (backend/test/testBackend.ts: a copy of the template database in a temporary
 * data directory, the database thread, the API server; then stop and remove), with the temporary directory on disk
 * (the system's) and in memory (/dev/shm, what the vitest configs give test files: backend/test/scratchDir.ts).
 * Prints the medians per step and the load average. Usage:
 *
 *   npx tsx scripts/bench/testBackendStart.ts [--runs 5]
 */
import { loadavg, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { startTestBackend } from '../../backend/test/testBackend';
import { memoryTmpdir } from '../../backend/test/scratchDir';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const disk = tmpdir();
const memory = memoryTmpdir();
const places: [string, string][] = [[`disk (${disk})`, disk]];
if (memory) places.push([`memory (${memory})`, memory]);
else console.log('no /dev/shm here: only the disk is measured');

console.log(`load before: ${load()}`);
// one backend first, so that neither place pays for the template build or a cold file cache
await (await startTestBackend()).destroy();
console.log('| temporary directory | runs | start ms | first read ms | stop and remove ms | total ms |');
console.log('|---|---:|---:|---:|---:|---:|');
// the places take turns, run by run, so that a change in the machine's load falls on both
const figures = places.map(() => ({ start: [] as number[], read: [] as number[], stop: [] as number[] }));
for (let i = 0; i < runs; i++) {
  for (const [p, [, dir]] of places.entries()) {
    process.env.TMPDIR = dir;
    const t0 = performance.now();
    const backend = await startTestBackend();
    const t1 = performance.now();
    await (await backend.api('/rest/v1/categories?select=slug&limit=1')).text();
    const t2 = performance.now();
    await backend.destroy();
    const t3 = performance.now();
    figures[p]!.start.push(t1 - t0);
    figures[p]!.read.push(t2 - t1);
    figures[p]!.stop.push(t3 - t2);
  }
}
for (const [p, [name]] of places.entries()) {
  const [s, r, d] = [median(figures[p]!.start), median(figures[p]!.read), median(figures[p]!.stop)];
  console.log(
    `| ${name} | ${runs} | ${s.toFixed(0)} | ${r.toFixed(0)} | ${d.toFixed(0)} | ${(s + r + d).toFixed(0)} |`,
  );
}
console.log(`load after: ${load()}`);
