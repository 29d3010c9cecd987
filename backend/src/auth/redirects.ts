import type { AuthContext } from './authContext';

/** The origins a link may send the browser to: the site URL's and the configured shop origins (GoTrue's allow list). */
export function redirectOrigins(siteUrl: string, allowList: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of [siteUrl, ...allowList]) {
    const origin = webOrigin(entry);
    if (origin) origins.add(origin);
  }
  return origins;
}

function webOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a confirmation link may send the browser: `target` when its origin is
 * on the allow list (exact scheme, host and port: no other loopback port, no
 * look-alike host), else the site URL.
 */
export function safeRedirect(ctx: Pick<AuthContext, 'siteUrl' | 'redirectOrigins'>, target: string | null): string {
  if (target) {
    try {
      const url = new URL(target);
      if (url.username === '' && url.password === '' && ctx.redirectOrigins.has(url.origin)) return url.toString();
    } catch {
      /* not a URL */
    }
  }
  return new URL(ctx.siteUrl).toString();
}
