import * as z from 'zod/mini';
import { configProblems, remoteNames } from '@giftshop/shared';
// The shop's checks (zod). This module is the browser's only on a page without server HTML (main.tsx
// imports it there, on demand); the shell's server imports it to read `remotes.json`.
import { shopConfigOverridesSchema } from '@giftshop/shared/checks';

/**
 * `/remotes.json`: where each remote lives, plus shop config overrides (backend URL and anon key). Strict:
 * an unknown key, a remote the shop does not have or an invalid value is named with its reason.
 */
const runtimeConfigSchema = z.strictObject({
  remotes: z.partialRecord(z.enum(remoteNames), z.url({ protocol: /^https?$/ })),
  config: z.optional(shopConfigOverridesSchema),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {}

/** Fetch and check the run-time config. Never throws past the caller's catch with an unclear message. */
export async function fetchRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    throw new RuntimeConfigError(`The shop's configuration (${url}) could not be reached.`);
  }
  if (!response.ok) {
    // The shell's server answers 503 with the reason when its own copy is invalid: show that reason.
    const reason = await response
      .json()
      .then((body: { error?: unknown }) => (typeof body.error === 'string' ? `: ${body.error}` : '.'))
      .catch(() => '.');
    throw new RuntimeConfigError(`The shop's configuration (${url}) answered ${response.status}${reason}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError(`The shop's configuration (${url}) is not valid JSON.`);
  }
  return parseRuntimeConfig(body, url);
}

/** Checks a parsed `remotes.json` (the browser's and the server's one rule for it). */
export function parseRuntimeConfig(body: unknown, source: string): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    throw new RuntimeConfigError(`The shop's configuration (${source}) is malformed: ${configProblems(parsed.error)}`);
  }
  return parsed.data;
}
