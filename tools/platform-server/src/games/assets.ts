import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError, Code } from '../http/codes.ts';

const KINDS = new Set(['games', 'providers', 'banks', 'channels', 'promotions', 'notices']);

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Artwork generated from the name alone (no downloads, same bytes everywhere): a two-colour
 * gradient picked by hash, a provider mark (the part before the first "-") and a shape.
 */
export function artwork(kind: string, name: string): string {
  const h = createHash('sha1').update(`${kind}/${name}`).digest();
  const hue1 = (h[0]! * 360) / 256;
  const hue2 = (hue1 + 40 + (h[1]! % 120)) % 360;
  const mark = escapeXml((name.split('-')[0] ?? name).slice(0, 10).toUpperCase());
  const label = escapeXml(name.split('-').slice(1).join(' ').slice(0, 24));
  const shapes = [
    `<circle cx="150" cy="120" r="${50 + (h[2]! % 30)}" fill="#fff" fill-opacity="0.18"/>`,
    `<polygon points="150,40 230,190 70,190" fill="#fff" fill-opacity="0.16"/>`,
    `<rect x="85" y="60" width="130" height="130" rx="24" fill="#fff" fill-opacity="0.16" ` +
      `transform="rotate(${h[3]! % 45} 150 125)"/>`,
  ];
  const size = 'width="300" height="300" viewBox="0 0 300 300"';
  const gradient =
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue1.toFixed(0)} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 25%)"/></linearGradient>`;
  const text = 'text-anchor="middle" font-family="sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} role="img" aria-label="${mark} ${label}">
<defs>${gradient}</defs>
<rect width="300" height="300" rx="28" fill="url(#g)"/>${shapes[h[4]! % shapes.length]}
<text x="150" y="240" ${text} font-size="30" font-weight="700" fill="#fff">${mark}</text>
<text x="150" y="272" ${text} font-size="16" fill="#fff" fill-opacity="0.85">${label}</text>
</svg>`;
}

export function assetRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get('/assets/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const match = /^([a-z0-9][a-z0-9_-]{0,79})\.svg$/.exec(file);
    if (!KINDS.has(kind) || !match) throw new ApiError(Code.incorrectData, 'no such asset', {}, 404);
    const svg = artwork(kind, match[1]!);
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag).type('image/svg+xml');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return svg;
  });
}
