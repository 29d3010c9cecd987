import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';

/** A fresh log file for a test backend: the "mailed" links are logged there. Removed when the test process ends. */
export function newLogFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-log-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'backend.log');
}

/** The link of the last logged event of this kind sent to `email` (undefined when none was sent). */
export function loggedLink(logFile: string, event: string, email: string): string | undefined {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { event: string; email?: string; link?: string })
    .filter((e) => e.event === event && e.email === email)
    .at(-1)?.link;
}

/** Every logged event of this kind. */
export function loggedEvents(logFile: string, event: string): Record<string, unknown>[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((e) => e.event === event);
}

/**
 * A supabase-js client as the shop makes it (`flowType: 'pkce'`), and the
 * last code verifier it stored (kept even after auth-js drops it: it drops the
 * one of an e-mail change as soon as `updateUser` returns).
 */
export function pkceClient(url: string, anonKey: string): { client: SupabaseClient; verifier: () => string | null } {
  const stored = new Map<string, string>();
  let lastVerifier: string | null = null;
  const client = createClient(url, anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'shop-test',
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => {
          stored.set(key, value);
          if (key === VERIFIER_KEY) lastVerifier = (JSON.parse(value) as string).split('/')[0]!;
        },
        removeItem: (key) => void stored.delete(key),
      },
    },
    realtime: { transport: WebSocket as never },
  });
  return { client, verifier: () => lastVerifier };
}

const VERIFIER_KEY = 'shop-test-code-verifier';

/** Follow a logged link as a browser would, without following the redirect: where it leads. */
export async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`the link answered ${res.status}, not 303`);
  return new URL(res.headers.get('location')!);
}
