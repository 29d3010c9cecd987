import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/remotes/runtimeConfig';

export interface RuntimeConfigSource {
  file: string;
  cached?: { mtime: number; result: RuntimeConfigResult };
}

export type RuntimeConfigResult =
  | { ok: true; text: string; value: RuntimeConfig; backendUrl: string | null }
  | { ok: false; text: string; message: string };

/**
 * The run-time config (`remotes.json`), read again whenever the file changes: pointing the shop at other
 * remote origins or another backend needs no restart. An unreadable or malformed file is reported, not thrown.
 */
export function readRuntimeConfig(source: RuntimeConfigSource): RuntimeConfigResult {
  let mtime = -1;
  try {
    mtime = statSync(source.file).mtimeMs;
  } catch {
    // reported below
  }
  if (source.cached && source.cached.mtime === mtime) return source.cached.result;
  let result: RuntimeConfigResult;
  try {
    const text = readFileSync(source.file, 'utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`The shop's configuration (${basename(source.file)}) is not valid JSON.`);
    }
    // Named by its file name only: the message reaches shoppers' screens, the server's paths must not.
    const value = parseRuntimeConfig(body, basename(source.file));
    const supabase = (value.config as { supabase?: { url?: unknown } } | undefined)?.supabase;
    result = { ok: true, text, value, backendUrl: typeof supabase?.url === 'string' ? supabase.url : null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    result = { ok: false, text: JSON.stringify({ error: message }), message };
  }
  source.cached = { mtime, result };
  return result;
}
