/**
 * A secret or setting of the Edge Functions: `Deno.env` on hosted Supabase
 * (`supabase secrets set NAME=value`), the embedded backend's per-request
 * values (or the process environment) when it serves these same files.
 */
interface DenoEnv {
  env: { get(name: string): string | undefined };
}

export function env(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  if (deno) return deno.env.get(name);
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
}

export function requiredEnv(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`The Edge Function secret ${name} is not set.`);
  return value;
}
