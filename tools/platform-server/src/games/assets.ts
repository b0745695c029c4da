import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError, Code } from '../http/codes.ts';
import { encodePng } from './png.ts';

const KINDS = new Set(['games', 'providers', 'banks', 'channels', 'promotions', 'notices']);

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a name's artwork looks like, picked by hash: two gradient hues, a shape and its size or turn. */
function design(kind: string, name: string) {
  const h = createHash('sha1').update(`${kind}/${name}`).digest();
  const hue1 = (h[0]! * 360) / 256;
  return {
    hue1,
    hue2: (hue1 + 40 + (h[1]! % 120)) % 360,
    shape: h[4]! % 3,
    radius: 50 + (h[2]! % 30),
    turn: h[3]! % 45,
  };
}

/**
 * Artwork generated from the name alone (no downloads, same bytes everywhere): a two-colour
 * gradient picked by hash, a provider mark (the part before the first "-") and a shape.
 */
export function artwork(kind: string, name: string): string {
  const { hue1, hue2, shape, radius, turn } = design(kind, name);
  const mark = escapeXml((name.split('-')[0] ?? name).slice(0, 10).toUpperCase());
  const label = escapeXml(name.split('-').slice(1).join(' ').slice(0, 24));
  const shapes = [
    `<circle cx="150" cy="120" r="${radius}" fill="#fff" fill-opacity="0.18"/>`,
    `<polygon points="150,40 230,190 70,190" fill="#fff" fill-opacity="0.16"/>`,
    `<rect x="85" y="60" width="130" height="130" rx="24" fill="#fff" fill-opacity="0.16" ` +
      `transform="rotate(${turn} 150 125)"/>`,
  ];
  const size = 'width="300" height="300" viewBox="0 0 300 300"';
  const gradient =
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="hsl(${hue1.toFixed(0)} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 75% 25%)"/></linearGradient>`;
  const text = 'text-anchor="middle" font-family="sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} role="img" aria-label="${mark} ${label}">
<defs>${gradient}</defs>
<rect width="300" height="300" rx="28" fill="url(#g)"/>${shapes[shape]}
<text x="150" y="240" ${text} font-size="30" font-weight="700" fill="#fff">${mark}</text>
<text x="150" y="272" ${text} font-size="16" fill="#fff" fill-opacity="0.85">${label}</text>
</svg>`;
}

/** CSS's hsl() as 0–255 channels. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [channel(0), channel(8), channel(4)];
}

/** Side of the raster artwork: a phone's tile (~120 CSS px at 2–3× density) without upscaling much. */
export const RASTER_ART_SIZE = 240;

/**
 * The same artwork as an image a browser decodes off its main thread, as real providers' JPEG and WebP art is; an
 * SVG's text and gradient are drawn on it each paint (issue 14: ~6 ms a tile on a phone). Gradient and shape only:
 * the tile names the game under its art.
 */
export function rasterArtwork(kind: string, name: string, size = RASTER_ART_SIZE): Buffer {
  const { hue1, hue2, shape, radius, turn } = design(kind, name);
  const from = hslToRgb(hue1, 70, 45);
  const to = hslToRgb(hue2, 75, 25);
  const angle = (turn * Math.PI) / 180;
  // In the SVG's 300-unit box, as `artwork` draws them.
  const inShape = (x: number, y: number) => {
    if (shape === 0) return (x - 150) ** 2 + (y - 120) ** 2 < radius ** 2;
    if (shape === 1) return y >= 40 && y <= 190 && Math.abs(x - 150) <= ((y - 40) / 150) * 80;
    const dx = x - 150;
    const dy = y - 125;
    const u = dx * Math.cos(angle) + dy * Math.sin(angle);
    const v = -dx * Math.sin(angle) + dy * Math.cos(angle);
    return Math.abs(u) < 65 && Math.abs(v) < 65;
  };
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      const lit = inShape(((x + 0.5) * 300) / size, ((y + 0.5) * 300) / size);
      for (let c = 0; c < 3; c++) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        rgb[(y * size + x) * 3 + c] = Math.round(lit ? base + (255 - base) * 0.17 : base);
      }
    }
  return encodePng(size, size, rgb);
}

/** Drawn once per name for the process (a few hundred games), not on every request. */
const rasterCache = new Map<string, Buffer>();
const RASTER_CACHE_LIMIT = 2000;

function cachedRaster(kind: string, name: string): Buffer {
  const key = `${kind}/${name}`;
  let png = rasterCache.get(key);
  if (!png) {
    png = rasterArtwork(kind, name);
    if (rasterCache.size >= RASTER_CACHE_LIMIT) rasterCache.delete(rasterCache.keys().next().value!);
    rasterCache.set(key, png);
  }
  return png;
}

export function assetRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get('/assets/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const match = /^([a-z0-9][a-z0-9_-]{0,79})\.(svg|png)$/.exec(file);
    if (!KINDS.has(kind) || !match) throw new ApiError(Code.incorrectData, 'no such asset', {}, 404);
    const body = match[2] === 'png' ? cachedRaster(kind, match[1]!) : artwork(kind, match[1]!);
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', etag)
      .type(match[2] === 'png' ? 'image/png' : 'image/svg+xml');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return body;
  });
}
