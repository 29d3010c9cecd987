import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/**
 * HTTP from one loopback address (127.0.0.1, 127.0.0.2, …): to the backend
 * each address is another host, so another client, as real shoppers are.
 * Keeps at most `connections` connections open.
 */
export function loopbackClient(baseUrl: string, localAddress: string, connections = 8) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress });
  const base = new URL(baseUrl);
  const get = (pathAndQuery: string, headers: Record<string, string>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = request(
        { host: base.hostname, port: base.port, path: pathAndQuery, method: 'GET', headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

export type LoopbackClient = ReturnType<typeof loopbackClient>;

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
