/**
 * Security headers for a brand site; apiOrigin is where the site's API and game frames live, chatOrigin where the
 * brand's live chat widget comes from (its script, its calls, its pictures and frames) — the one third party a brand
 * may configure, and only when it does.
 */
export function securityHeaders(apiOrigin, chatOrigin) {
  const list = (...origins) => [...new Set(origins.filter(Boolean))].map((o) => ` ${o}`).join('');
  const apiAndChat = list(apiOrigin, chatOrigin);
  const csp = [
    "default-src 'self'",
    `script-src 'self'${list(chatOrigin)}`,
    // Inline style attributes come from React (virtualised lists, dynamic widths); scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${apiAndChat}`,
    "font-src 'self' data:",
    `connect-src 'self'${apiAndChat}`,
    `frame-src 'self'${apiAndChat}`,
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

/** The origin of the brand's chat script (`{api}` stands for the API origin), or undefined without chat. */
export function chatOriginOf(script, apiOrigin) {
  if (!script) return undefined;
  const url = script.startsWith('{api}') ? `${apiOrigin ?? ''}${script.slice('{api}'.length)}` : script;
  try {
    const { protocol, origin } = new URL(url);
    return /^https?:$/.test(protocol) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The headers of a brand build served for an API: the security headers, with the origin of the chat script the
 * build names (`<meta name="lobby-chat-script">`, tools/vite-brand) and no other third party.
 */
export function siteHeaders(indexHtml, apiOrigin) {
  const chatScript = /<meta name="lobby-chat-script" content="([^"]*)"/.exec(indexHtml)?.[1];
  return securityHeaders(apiOrigin, chatOriginOf(chatScript?.replace(/&amp;/g, '&'), apiOrigin));
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Points a page of the build at its API (the site reads `<meta name="lobby-api-url">` at start), and opens the
 * connections to it while the page's script downloads (issue 14: a page's data and pictures come from there, first
 * thing after the script): one for the API's calls (CORS, no credentials) and one for its pictures.
 */
export function pointAtApi(html, apiOrigin) {
  const pointed = html.replace(/(<meta name="lobby-api-url" content=")[^"]*(")/, `$1${apiOrigin ?? ''}$2`);
  const origin = apiOrigin && originOf(apiOrigin);
  if (!origin || pointed.includes(`<link rel="preconnect" href="${origin}"`)) return pointed;
  const links = `<link rel="preconnect" href="${origin}" crossorigin /><link rel="preconnect" href="${origin}" />`;
  return pointed.replace(/(<meta name="lobby-api-url" content="[^"]*"\s*\/?>)/, `$1${links}`);
}

/** Content types by file extension; text is UTF-8. */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Caching, as rules any server can take (tools/serve/nginx.mjs writes them into nginx): hashed build output never
 * changes under its name; HTML always revalidates, and so do the service worker (a new build must reach every player
 * at their next visit) and the web app manifests (the brand's name and colours); other files for an hour.
 */
export const caching = {
  hashedAsset: /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/,
  immutable: 'public, max-age=31536000, immutable',
  revalidated: /\.html$|^\/sw\.js$|\.webmanifest$/,
  page: 'no-cache',
  other: 'public, max-age=3600',
};

export function cacheControlFor(urlPath) {
  if (caching.hashedAsset.test(urlPath)) return caching.immutable;
  if (urlPath === '/' || caching.revalidated.test(urlPath)) return caching.page;
  return caching.other;
}
