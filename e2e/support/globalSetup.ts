import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { securityHeaders } from '../../shell/server/securityHeaders';
import { repoRoot, startShopStack } from '../../scripts/lib/stack';
import { e2eTarget, stackInfoFile } from './target';

/** Starts the shop (fresh backend data, built remotes) for the run; returns its teardown. */
export default async function globalSetup() {
  const { offset } = e2eTarget();
  const stack = await startShopStack({
    offset,
    // every browser of the run shares one loopback address: above the default 30 sign-ins a minute, explicitly
    backend: { reset: true, dataDir: `.data/e2e-${offset}/backend`, rateLimit: 10_000, writeLimit: 1_000_000 },
    headers: securityHeaders,
    // the backend's e-mails go to this stack's mail catcher, which specs read (auth-recovery)
    mail: true,
    // the backend's and the shell's logs, kept with the results (Playwright empties that folder before this runs)
    logDir: resolve(repoRoot, `.data/e2e-results-${offset}/stack-logs`),
  });
  const file = stackInfoFile(offset);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ urls: stack.urls, backend: stack.backend, mail: stack.mail }, null, 2));
  return async () => {
    await stack.stop();
  };
}
