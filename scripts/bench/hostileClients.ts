/**
 * `npm run bench:hostile`: the shop's servers against one hostile host, on
 * loopback (issue 32's targets). Starts the stack as `npm start` does (the
 * backend, the static servers and the mail catcher in this process, the
 * shell's server in its own), then:
 *   1. for each server in turn, 20,000 idle half-sent requests from 127.0.0.1
 *      (child processes, 4,000 sockets each), while /health of every server is
 *      asked from 127.0.0.2 (another host) every 250 ms with a 1 s limit;
 *   2. 400 stalled 1 MB bodies against the backend, from one address and
 *      then spread over eight, and this process's RSS growth.
 * Prints the figures and writes bench/hostile-clients.md. Needs a build (`npm run build`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { getFrom, holdConnection } from '@giftshop/shared/server/hostile-client';
import { securityHeaders } from '../../shell/server/securityHeaders';
import { repoRoot, startShopStack } from '../lib/stack';

const offset = Number(process.env.SHOP_PORT_OFFSET ?? 700);
const IDLE_CONNECTIONS = Number(process.env.HOSTILE_CONNECTIONS ?? 20_000);
const PER_CHILD = 4_000;
const HOLD_MS = 12_000; // past the 10 s header time limit, so shedding shows
const MB = 1_048_576;

const ulimit = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
console.log(`file descriptors per process (ulimit -n): ${ulimit}`);

const stack = await startShopStack({
  offset,
  mail: true,
  backend: { reset: true, dataDir: `.data/bench-hostile-${offset}`, rateLimit: 0, writeLimit: 1_000_000 },
  headers: securityHeaders,
  quiet: true,
});
const portOf = (url: string) => Number(new URL(url).port);
const servers: { name: string; port: number }[] = [
  { name: 'backend', port: portOf(stack.backend!.url) },
  { name: "shell's server", port: portOf(stack.urls.shell) },
  ...(['catalog', 'product', 'cart', 'account'] as const).map((r) => ({
    name: `${r} static`,
    port: portOf(stack.urls[r]),
  })),
  { name: 'mail inbox', port: portOf(stack.mail!.inboxUrl) },
];

interface AttackerStats {
  opened: number;
  open: number;
  refused: number;
}

function startAttackers(port: number, total: number, mode: 'headers' | 'body', from = '127.0.0.1', bodyBytes = MB) {
  const children: ChildProcess[] = [];
  const stats: AttackerStats[] = [];
  for (let left = total, i = 0; left > 0; left -= PER_CHILD, i++) {
    const child = spawn(
      process.execPath,
      [
        resolve(repoRoot, 'scripts/bench/hostileAttacker.mjs'),
        String(port),
        String(Math.min(left, PER_CHILD)),
        mode,
        String(bodyBytes),
        from,
      ],
      { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    stats[i] = { opened: 0, open: 0, refused: 0 };
    createInterface({ input: child.stdout! }).on('line', (line) => (stats[i] = JSON.parse(line) as AttackerStats));
    children.push(child);
  }
  const sum = () =>
    stats.reduce((a, s) => ({ opened: a.opened + s.opened, open: a.open + s.open, refused: a.refused + s.refused }), {
      opened: 0,
      open: 0,
      refused: 0,
    });
  return {
    sum,
    stop: () =>
      Promise.all(
        children.map(
          (c) =>
            new Promise<void>((done) => {
              c.once('exit', () => done());
              c.kill('SIGTERM');
            }),
        ),
      ),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Probe {
  worstMs: number;
  failures: number;
  asked: number;
}

/** /health of every server from 127.0.0.2, every 250 ms, until `until` resolves. */
async function probeAll(until: Promise<unknown>): Promise<Map<string, Probe>> {
  const probes = new Map(servers.map((s) => [s.name, { worstMs: 0, failures: 0, asked: 0 }]));
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    await Promise.all(
      servers.map(async (s) => {
        const p = probes.get(s.name)!;
        p.asked += 1;
        try {
          const answer = await getFrom(s.port, '/health', { timeoutMs: 1_000 });
          if (answer.status !== 200) p.failures += 1;
          p.worstMs = Math.max(p.worstMs, answer.ms);
        } catch {
          p.failures += 1;
          p.worstMs = Math.max(p.worstMs, 1_000);
        }
      }),
    );
    await sleep(250);
  }
  return probes;
}

try {
  const lines: string[] = [];
  const out = (line = '') => {
    console.log(line);
    lines.push(line);
  };

  out('# Hostile clients on loopback');
  out();
  out(
    `${new Date().toISOString()}, Node ${process.version}, ulimit -n ${ulimit}. \`npm run bench:hostile\` (scripts/bench/hostileClients.ts).`,
  );
  out();
  out(
    `## ${IDLE_CONNECTIONS.toLocaleString('en')} idle half-sent requests from 127.0.0.1, /health of each server from 127.0.0.2`,
  );
  out();
  out(
    'Target: every /health answers within 1 s. "Tried" counts the attacker\'s connections (accepted by the kernel, or refused); ' +
      '"open" is how many were open at once at most → at the end (the kernel completes connections before the server ' +
      'accepts and sheds them). Each cell is the slowest /health of that server while the attacked server held what it ' +
      `kept for ${HOLD_MS / 1000} s (the target), then while the connections were being opened (a flood: what the kernel's ` +
      'accept queue holds decides). Load average at the start: ' +
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ') +
      ` (${cpus().length} cores, shared with other work).`,
  );
  out();
  out(`| attacked | tried | open | ${servers.map((s) => s.name).join(' | ')} |`);
  out(`|---|---:|---:|${servers.map(() => '---:').join('|')}|`);
  let allAnswered = true;
  const cell = (p: Probe) => `${Math.round(p.worstMs)} ms${p.failures ? ` (${p.failures}/${p.asked} failed)` : ''}`;
  for (const target of servers) {
    const attack = startAttackers(target.port, IDLE_CONNECTIONS, 'headers');
    let heldAtMost = 0;
    const watch = setInterval(() => (heldAtMost = Math.max(heldAtMost, attack.sum().open)), 100);
    // while the connections are being opened (at most 60 s), then while what the server kept is held idle
    const opening = await probeAll(
      (async () => {
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          const { opened, refused } = attack.sum();
          if (opened + refused >= IDLE_CONNECTIONS) break;
          await sleep(250);
        }
      })(),
    );
    const held = await probeAll(sleep(HOLD_MS));
    clearInterval(watch);
    const { opened, refused, open } = attack.sum();
    await attack.stop();
    const cells = servers.map((s) => {
      const p = held.get(s.name)!;
      if (p.failures) allAnswered = false;
      return `${cell(p)}; opening: ${cell(opening.get(s.name)!)}`;
    });
    out(
      `| ${target.name} | ${(opened + refused).toLocaleString('en')} | ${heldAtMost.toLocaleString('en')} → ${open.toLocaleString('en')} | ${cells.join(' | ')} |`,
    );
    await sleep(1_000);
  }
  out();
  out(
    allAnswered
      ? 'While the connections were held, every /health answered within 1 s.'
      : 'While the connections were held, some /health failed: see the cells.',
  );

  out();
  out('## 400 stalled 1 MB bodies against the backend: RSS of the process that runs it');
  out();
  out('Target: growth ≤ +64 MB. Each body declares 1 MB and sends all but its last byte.');
  out();
  out('| attackers | bodies answered 503 or cut | RSS before | RSS peak | growth |');
  out('|---|---:|---:|---:|---:|');
  const rss = () => process.memoryUsage().rss / MB;
  for (const from of ['127.0.0.1', '127.0.0.1,127.0.0.2,127.0.0.3,127.0.0.4,127.0.0.5,127.0.0.6,127.0.0.7,127.0.0.8']) {
    await sleep(2_000);
    const before = rss();
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, rss())), 50);
    const attack = startAttackers(portOf(stack.backend!.url), 400, 'body', from);
    await sleep(8_000);
    clearInterval(watch);
    const { opened, open } = attack.sum();
    await attack.stop();
    const hosts = from.split(',').length;
    out(
      `| ${hosts === 1 ? 'one address' : `${hosts} addresses`} | ${opened - open} of ${opened} | ${before.toFixed(0)} MB | ${peak.toFixed(0)} MB | +${(peak - before).toFixed(0)} MB |`,
    );
  }

  out();
  out('## Fifteen clients that never read their answers, against the backend');
  out();
  // a large answer the request limits allow: every product with its gallery 75 times over
  const readPath = `/rest/v1/products?select=*,${Array.from({ length: 75 }, (_, i) => `g${i}:gallery_urls`).join(',')}`;
  const { anonKey } = stack.backend!;
  const one = await fetch(`${stack.backend!.url}${readPath}`, {
    headers: { apikey: anonKey, 'Accept-Encoding': 'identity' },
  });
  const answerBytes = (await one.arrayBuffer()).byteLength;
  out(
    `Each asks \`/rest/v1/products?select=*,g0:gallery_urls,…,g74:gallery_urls\` (${(answerBytes / MB).toFixed(1)} MB uncompressed, status ${one.status}) and never reads; ` +
      'held 10 s. Answers waiting for their readers are held against 16 MB per client address, 64 MB in all.',
  );
  out();
  out('| readers | answered 200 | answered 503 | RSS before | RSS peak | growth |');
  out('|---|---:|---:|---:|---:|---:|');
  {
    await sleep(2_000);
    const before = rss();
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, rss())), 50);
    const request = `GET ${readPath} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${anonKey}\r\n\r\n`;
    const readers = await Promise.all(
      Array.from({ length: 15 }, async () => {
        const held = await holdConnection(portOf(stack.backend!.url), request);
        held.socket.pause();
        return held;
      }),
    );
    await sleep(10_000);
    clearInterval(watch);
    // now read what arrived first (the kernel kept it): each status line
    for (const r of readers) r.socket.resume();
    await sleep(500);
    const statuses = readers.map((r) => /^HTTP\/1\.1 (\d+)/.exec(r.received())?.[1] ?? 'none');
    for (const r of readers) r.socket.destroy();
    out(
      `| 15 | ${statuses.filter((x) => x === '200').length} | ${statuses.filter((x) => x === '503').length} | ${before.toFixed(0)} MB | ${peak.toFixed(0)} MB | +${(peak - before).toFixed(0)} MB |`,
    );
  }

  writeFileSync(resolve(repoRoot, 'bench/hostile-clients.md'), `${lines.join('\n')}\n`);
} finally {
  // the shell's server is a child process: never leave it behind
  await stack.stop();
}
process.exit(0);
