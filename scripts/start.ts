/**
 * `npm start`: build what is out of date, start the embedded backend, and
 * serve the shell and each remote on its own origin.
 * `npm run dev`: the same with Vite dev servers (remotes hot-reload inside the shell).
 * Flags: --dev, --reset (fresh backend data), --offset N (shift every port).
 * The backend's e-mails (sign-up confirmation, password recovery, e-mail change) go to a local mail
 * catcher whose inbox is printed with the other URLs. --email-confirm (or BACKEND_EMAIL_CONFIRM=1)
 * asks new accounts to confirm their address first (off by default).
 */
import { spawnSync } from 'node:child_process';
import { securityHeaders } from '../shell/server/securityHeaders';
import { repoRoot, startShopStack } from './lib/stack';
import { remoteNames } from '../shared/src/remotes/contracts';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const offsetFlag = args.indexOf('--offset');
const offset = offsetFlag >= 0 ? Number(args[offsetFlag + 1]) : Number(process.env.SHOP_PORT_OFFSET ?? 0);

if (!dev) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stack = await startShopStack({
  offset,
  dev,
  backend: {
    reset: args.includes('--reset'),
    emailConfirm: args.includes('--email-confirm') || ['1', 'true'].includes(process.env.BACKEND_EMAIL_CONFIRM ?? ''),
  },
  mail: true,
  quiet: !args.includes('--verbose'),
  headers: securityHeaders,
});
console.log('');
console.log(`  Keepsake Lane is open at ${stack.urls.shell}/`);
console.log(
  stack.backend
    ? `  Backend (Supabase API): ${stack.backend.url}`
    : '  Backend: not available (the shop shows its frame only)',
);
// the inbox answers this machine only (loopback, its own Host, no CORS)
if (stack.mail) console.log(`  E-mail inbox (the mail catcher, this computer only): ${stack.mail.inboxUrl}/`);
console.log(`  Remotes: ${remoteNames.map((name) => stack.urls[name]).join(', ')}`);
console.log('  Press Ctrl-C to stop.\n');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the shop…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
