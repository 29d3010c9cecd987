import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../paths';

export type EdgeHandler = (request: Request) => Response | Promise<Response>;

export interface EdgeFunction {
  name: string;
  handler: EdgeHandler;
  /** Hosted Supabase's gateway wants a valid JWT first, unless config.toml says `verify_jwt = false`. */
  verifyJwt: boolean;
}

export const functionsDir = path.join(repoRoot, 'supabase/functions');

/** Each request's `Deno.env`: the secrets of the backend that serves it (several backends may share a process in tests). */
const requestEnv = new AsyncLocalStorage<Record<string, string | undefined>>();

/** Runs a handler with this backend's function secrets as its `Deno.env`. */
export function withFunctionEnv<T>(env: Record<string, string | undefined>, work: () => T): T {
  return requestEnv.run(env, work);
}

let capture: ((handler: EdgeHandler) => void) | null = null;

/**
 * What an Edge Function's entry file needs of Deno under Node: `Deno.serve`
 * hands the handler to the file's loader (nothing listens), `Deno.env` reads
 * the serving backend's secrets, then the process environment.
 */
function installDenoShim(): void {
  const g = globalThis as { Deno?: unknown };
  if (g.Deno) return;
  g.Deno = {
    serve(handler: EdgeHandler | { handler?: EdgeHandler }, maybe?: EdgeHandler) {
      const h = typeof handler === 'function' ? handler : maybe;
      if (!capture || !h) throw new Error('Deno.serve outside an Edge Function being loaded');
      capture(h);
    },
    env: { get: (name: string) => requestEnv.getStore()?.[name] ?? process.env[name] },
  };
}

/** The names config.toml marks `verify_jwt = false`. */
function withoutJwt(dir: string): Set<string> {
  const file = path.join(dir, '..', 'config.toml');
  const names = new Set<string>();
  if (!existsSync(file)) return names;
  let current: string | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const section = /^\s*\[functions\.([\w-]+)\]\s*$/.exec(line);
    if (section) current = section[1]!;
    else if (/^\s*\[/.test(line)) current = null;
    else if (current && /^\s*verify_jwt\s*=\s*false\b/.test(line)) names.add(current);
  }
  return names;
}

const loaded = new Map<string, Promise<Map<string, EdgeFunction>>>();

/** Imports every `supabase/functions/<name>/index.ts` (folders starting with `_` are shared code), once per process. */
export function loadEdgeFunctions(dir = functionsDir): Promise<Map<string, EdgeFunction>> {
  let all = loaded.get(dir);
  if (!all) {
    all = (async () => {
      installDenoShim();
      const open = withoutJwt(dir);
      const functions = new Map<string, EdgeFunction>();
      const names = existsSync(dir) ? readdirSync(dir).filter((n) => !n.startsWith('_') && !n.startsWith('.')) : [];
      for (const name of names.sort()) {
        const entry = path.join(dir, name, 'index.ts');
        if (!existsSync(entry)) continue;
        let handler: EdgeHandler | null = null;
        capture = (h) => (handler = h);
        try {
          await import(pathToFileURL(entry).href);
        } finally {
          capture = null;
        }
        if (!handler) throw new Error(`supabase/functions/${name}/index.ts never called Deno.serve(handler)`);
        functions.set(name, { name, handler, verifyJwt: !open.has(name) });
      }
      return functions;
    })();
    loaded.set(dir, all);
  }
  return all;
}
