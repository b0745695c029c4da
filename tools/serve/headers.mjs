/** Security headers for a brand site; apiOrigin is where the site's API and game frames live. */
export function securityHeaders(apiOrigin) {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes come from React (virtualised lists, dynamic widths); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    `frame-src 'self'${api}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Browsers honour it only over HTTPS (so local http://localhost is unaffected): a year, subdomains included.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}

/** Hashed build output never changes under its name; HTML always revalidates. */
export function cacheControlFor(urlPath) {
  if (/^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath === '/') return 'no-cache';
  return 'public, max-age=3600';
}
