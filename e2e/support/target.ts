import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the suite runs: a local stack on SHOP_PORT_OFFSET, or a deployment named by E2E_* variables. */
export interface E2eTarget {
  external: boolean;
  offset: number;
  shellUrl: string;
  remoteUrls: Record<'catalog' | 'product' | 'cart' | 'account', string>;
  /** The backend the shop talks to (from the local stack or the deployment's remotes.json). */
  backend: { url: string; anonKey: string } | null;
}

export const stackInfoFile = (offset: number) =>
  resolve(import.meta.dirname, '../../.data', `runtime-${offset}`, 'stack.json');

export function e2eTarget(): E2eTarget {
  const offset = Number(process.env.SHOP_PORT_OFFSET ?? 0) || 0;
  const external = Boolean(process.env.E2E_BASE_URL);
  const local = (port: number) => `http://localhost:${port + offset}`;
  const shellUrl = process.env.E2E_BASE_URL ?? local(5173);
  const remoteUrls = {
    catalog: process.env.E2E_CATALOG_URL ?? local(5174),
    product: process.env.E2E_PRODUCT_URL ?? local(5175),
    cart: process.env.E2E_CART_URL ?? local(5176),
    account: process.env.E2E_ACCOUNT_URL ?? local(5177),
  };
  let backend: E2eTarget['backend'] = null;
  if (process.env.E2E_SUPABASE_URL && process.env.E2E_SUPABASE_ANON_KEY) {
    backend = { url: process.env.E2E_SUPABASE_URL, anonKey: process.env.E2E_SUPABASE_ANON_KEY };
  } else if (existsSync(stackInfoFile(offset))) {
    backend = (JSON.parse(readFileSync(stackInfoFile(offset), 'utf8')) as { backend: E2eTarget['backend'] }).backend;
  }
  return { external, offset, shellUrl, remoteUrls, backend };
}

/** The local stack's mail catcher (its web inbox and API), which flows read e-mails from. */
export function stackInboxUrl(): string {
  const info = JSON.parse(readFileSync(stackInfoFile(e2eTarget().offset), 'utf8')) as {
    mail?: { inboxUrl: string } | null;
  };
  if (!info.mail) throw new Error('the e2e stack runs no mail catcher');
  return info.mail.inboxUrl;
}
