/** The origins a page talks to: the remotes (which serve its scripts) and the backend API (which serves data and images). */
export interface ShopOrigins {
  remotes: string[];
  api: string[];
}

/**
 * Security headers for the shell's pages and the static servers. Scripts may
 * come only from this origin and the configured remote origins (the API serves
 * no script, so it is not among them); the API may be fetched from and serve
 * images; nothing may frame the shop.
 */
export function securityHeaders({ remotes, api }: ShopOrigins): Record<string, string> {
  const scripts = [...new Set(remotes)].join(' ');
  const everything = [...new Set([...remotes, ...api])].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scripts}`,
    `connect-src 'self' ${everything}`,
    `img-src 'self' data: blob: ${everything}`,
    // Emotion injects <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
