import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LatencyProxy {
  /** Where the shop should send its backend requests (`http://127.0.0.1:<port>`). */
  url: string;
  /** Every request forwarded so far, with the delay it got: what the test really slowed down. */
  requests: { method: string; path: string; delayMs: number; at: number }[];
  /** Requests not yet answered in full. */
  readonly inFlight: number;
  /** Change the delay for the requests that arrive from now on. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

/**
 * A real HTTP proxy in front of the backend that holds every request (CORS
 * preflights too) for `delayMs` before forwarding it: a slow network or a
 * slow server, as the browser sees it. Bodies are streamed both ways.
 */
export async function startLatencyProxy({
  target,
  delayMs,
  port = 0,
}: {
  target: string;
  delayMs: number;
  port?: number;
}): Promise<LatencyProxy> {
  const upstream = new URL(target);
  let delay = delayMs;
  const requests: LatencyProxy['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const outgoing = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end(`latency proxy: ${error.message}`);
    });
    req.pipe(outgoing);
  };

  const server = createServer((req, res) => {
    const wait = delay;
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', delayMs: wait, at: Date.now() });
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    // The body waits, paused, until the request is forwarded (pipe resumes it).
    req.pause();
    const timer = setTimeout(() => {
      timers.delete(timer);
      forward(req, res);
    }, wait);
    timers.add(timer);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    get inFlight() {
      return inFlight;
    },
    setDelay(ms) {
      delay = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
