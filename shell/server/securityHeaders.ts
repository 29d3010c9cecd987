/**
 * Security headers for the static servers. Scripts may come only from this
 * origin and the configured remote origins; nothing may frame the shop.
 */
export function securityHeaders(origins: string[]): Record<string, string> {
  const allowed = [...new Set(origins)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${allowed}`,
    `connect-src 'self' ${allowed}`,
    `img-src 'self' data: blob: ${allowed}`,
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
