/**
 * "Server render of a product page, warm, p50": after a warm-up, many
 * requests one after the other to the same page, each timed at the client on
 * loopback (request sent → last byte read), next to the server's own figures
 * from its request log (`ms`, `dataMs`, `renderMs`).
 */
import { dataMsOf, percentile, type PageServer } from './pageServer';

export interface WarmRender {
  path: string;
  requests: number;
  clientP50Ms: number;
  clientP95Ms: number;
  serverP50Ms: number;
  /** From the `Server-Timing` header of each response. */
  dataP50Ms: number;
  /** From the server's log, when its lines carry it (null when they do not). */
  renderP50Ms: number | null;
  /** The page's HTML as sent (no compression: the shell's server sends it as is). */
  htmlKb: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function measureWarmRender(
  server: PageServer,
  path: string,
  { warmUp = 20, requests = 200 } = {},
): Promise<WarmRender> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200 || !html.includes('</html>'))
      throw new Error(`${path} answered ${response.status} (${html.length} characters) on the server render bench.`);
    // A page with a part left to the browser (a remote or the backend too slow) is never cached: it says no-store.
    if (response.headers.get('cache-control')?.includes('no-store'))
      throw new Error(`${path} was sent with a part left to the browser: not a full server render.`);
    return { ms, bytes: Buffer.byteLength(html), dataMs: dataMsOf(response.headers.get('server-timing')) };
  };
  for (let i = 0; i < warmUp; i += 1) await once();
  server.clearLog();
  const client: number[] = [];
  const data: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i += 1) {
    const { ms, bytes: size, dataMs } = await once();
    client.push(ms);
    if (dataMs !== undefined) data.push(dataMs);
    bytes = size;
  }
  // The log line is written when the response finishes: let the last ones arrive.
  for (let wait = 0; server.log.length < requests && wait < 100; wait += 1) await new Promise((r) => setTimeout(r, 20));
  const pages = server.log.filter((line) => line.path === path.split('?')[0]);
  const rendered = pages.flatMap((line) => (typeof line.renderMs === 'number' ? [line.renderMs] : []));
  return {
    path,
    requests,
    clientP50Ms: round(percentile(client, 50)),
    clientP95Ms: round(percentile(client, 95)),
    serverP50Ms: percentile(
      pages.map((l) => l.ms!),
      50,
    ),
    dataP50Ms: round(percentile(data, 50)),
    renderP50Ms: rendered.length ? percentile(rendered, 50) : null,
    htmlKb: Math.round((bytes / 1024) * 10) / 10,
  };
}
