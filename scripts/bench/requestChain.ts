/**
 * The longest chain of dependent requests that finished before the LCP, read
 * from a Lighthouse run's DevTools log. A request depends on the document for
 * a parser initiator, and on every script in its initiator's stack (async
 * parents included) — the same edges Lighthouse's Lantern simulation uses —
 * so a remote's data fetch hangs under the remote entry that loaded its code.
 */
import type { DevtoolsLog } from 'lighthouse';

export interface RequestChain {
  /** Number of requests, one after another, from the document to the last one. */
  depth: number;
  /** When the last request of the chain finished, in ms after navigation start. */
  endMs: number;
  urls: string[];
}

interface Initiator {
  type: string;
  url?: string;
  stack?: CallStack;
}
interface CallStack {
  callFrames: { url: string }[];
  parent?: CallStack;
}
interface Request {
  id: string;
  url: string;
  start: number;
  end: number | null;
  initiatorUrls: string[];
}

function initiatorUrls(initiator: Initiator | undefined): string[] {
  if (!initiator) return [];
  if (initiator.url) return [initiator.url];
  const urls = new Set<string>();
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
  }
  return [...urls];
}

function requestsOf(log: DevtoolsLog): Request[] {
  const byId = new Map<string, Request>();
  for (const entry of log) {
    const params = entry.params as Record<string, unknown>;
    if (entry.method === 'Network.requestWillBeSent') {
      const id = params.requestId as string;
      const request = params.request as { url: string };
      // A redirect reuses the id: the chain follows the final URL.
      const previous = byId.get(id);
      byId.set(id, {
        id,
        url: request.url,
        start: previous?.start ?? (params.timestamp as number),
        end: null,
        initiatorUrls: previous?.initiatorUrls ?? initiatorUrls(params.initiator as Initiator),
      });
    } else if (entry.method === 'Network.loadingFinished') {
      const request = byId.get(params.requestId as string);
      if (request) request.end = params.timestamp as number;
    }
  }
  return [...byId.values()].filter((r) => r.end !== null && !r.url.startsWith('data:'));
}

/** `lcpMs`: the observed LCP, in ms after the document request started. */
export function longestChainBeforeLcp(log: DevtoolsLog, lcpMs: number): RequestChain {
  const requests = requestsOf(log).sort((a, b) => a.start - b.start);
  const navigationStart = requests[0]?.start ?? 0;
  const ms = (seconds: number) => (seconds - navigationStart) * 1000;
  const byUrl = new Map<string, Request[]>();
  for (const request of requests) byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);

  const best = new Map<string, { depth: number; previous: Request | null }>();
  for (const request of requests) {
    let chosen: { depth: number; previous: Request | null } = { depth: 1, previous: null };
    for (const url of request.initiatorUrls) {
      // The parent is the latest request for that URL that had finished before this one started.
      const parent = (byUrl.get(url) ?? []).filter((p) => p !== request && p.end! <= request.start).at(-1);
      const parentDepth = parent ? best.get(parent.id)?.depth : undefined;
      if (parent && parentDepth !== undefined && parentDepth + 1 > chosen.depth) {
        chosen = { depth: parentDepth + 1, previous: parent };
      }
    }
    best.set(request.id, chosen);
  }

  let last: Request | null = null;
  for (const request of requests) {
    if (ms(request.end!) > lcpMs) continue;
    const depth = best.get(request.id)!.depth;
    const lastDepth = last ? best.get(last.id)!.depth : 0;
    if (depth > lastDepth || (depth === lastDepth && last && request.end! > last.end!)) last = request;
  }
  const urls: string[] = [];
  for (let at = last; at; at = best.get(at.id)!.previous) urls.unshift(at.url);
  return { depth: urls.length, endMs: last ? Math.round(ms(last.end!)) : 0, urls };
}
