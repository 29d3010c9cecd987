/**
 * No secret and no service key in any built bundle. Scans every built file
 * of the shell (browser and server), the remotes (with their server builds) and the monolith for:
 *  - a JWT whose payload claims a role other than `anon` (a service key);
 *  - the words of a service key or secret in config (`service_role`, `SERVICE_KEY`, `JWT_SECRET`);
 *  - private keys;
 *  - the card provider's secrets (secret keys, webhook secrets, their names, Stripe's server library);
 *  - the embedded backend's own secrets, when a data directory holds them.
 * Exits 1 with the places when anything is found.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { repoRoot } from './lib/stack';
import { shopApps } from './lib/apps';

const roots = shopApps.map((app) => resolve(repoRoot, app.dir, 'dist'));
roots.push(resolve(repoRoot, 'dist-monolith'), resolve(repoRoot, 'shell/dist-server'));

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(js|mjs|html|json|css|map)$/.test(name) ? [path] : [];
  });
}

/** Secrets the local backends hold (any data directory under .data), so a leak of the real values is caught too. */
function knownSecrets(): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 3 || !existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, depth + 1);
      else if (/secret|keys?\.json$/i.test(name) && statSync(path).size < 10_000) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(/"(?:jwtSecret|secret|serviceKey|service_key)"\s*:\s*"([^"]{16,})"/g))
          found.push(m[1]!);
        if (!text.trim().startsWith('{') && text.trim().length >= 16) found.push(text.trim());
      }
    }
  };
  walk(resolve(repoRoot, '.data'), 0);
  return [...new Set(found)];
}

const jwt = /eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]{8,}/g;
const words = /service_role|SERVICE_ROLE_KEY|SERVICE_KEY|JWT_SECRET|-----BEGIN [A-Z ]*PRIVATE KEY-----/g;
// the card provider's secrets (issue 29): they live only in the Edge Functions' env (supabase/functions);
// a secret or restricted key, a webhook signing secret, their names, or Stripe's server library itself
const paymentSecrets =
  /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{8,}|\bwhsec_[A-Za-z0-9]{8,}|STRIPE_SECRET_KEY|PAYMENT_WEBHOOK_SECRET|TEST_PAYMENTS_SECRET_KEY|api\.stripe\.com/g;
const secrets = knownSecrets();
const problems: string[] = [];
let scanned = 0;

for (const root of roots) {
  for (const file of files(root)) {
    scanned += 1;
    const text = readFileSync(file, 'utf8');
    const where = relative(repoRoot, file);
    for (const match of text.matchAll(jwt)) {
      try {
        const payload = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as { role?: string };
        if (payload.role !== 'anon') problems.push(`${where}: a JWT with role "${payload.role}"`);
      } catch {
        problems.push(`${where}: a token-like string`);
      }
    }
    for (const match of text.matchAll(words)) problems.push(`${where}: "${match[0]}"`);
    for (const match of text.matchAll(paymentSecrets))
      problems.push(`${where}: a payment secret "${match[0].slice(0, 12)}…"`);
    for (const secret of secrets) if (text.includes(secret)) problems.push(`${where}: the backend's secret`);
  }
}

if (problems.length) {
  console.error(`Secrets in built files:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`No secret or service key in ${scanned} built files (${secrets.length} known backend secrets checked).`);
