import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { workspaceRoot } from '../brands';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** A WOFF 1.0 font as the TrueType file it wraps (each table inflated when compressed): FreeType's own format. */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8); // the sfnt version
  const log2 = Math.floor(Math.log2(count));
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** log2, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** log2, 10);
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    tag.copy(header, 12 + 16 * i);
    header.writeUInt32BE(checksum, 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(data.length, 24 + 16 * i);
    offset += padded(data.length);
  });
  return Buffer.concat([
    header,
    ...tables.map(({ data }) => Buffer.concat([data, Buffer.alloc(padded(data.length) - data.length)])),
  ]);
}

const sans = ['Sarabun', 'Kanit', 'DejaVu Sans'];
const generics: Record<string, string[]> = {
  'sans-serif': sans,
  serif: sans,
  'system-ui': sans,
  monospace: ['DejaVu Sans Mono', ...sans],
  'ui-monospace': ['DejaVu Sans Mono', ...sans],
};

/**
 * A fontconfig that knows only fonts the lockfile pins: the site's own (@fontsource Sarabun and Kanit, their regular
 * faces as TrueType) and DejaVu (dejavu-fonts-ttf) for what they lack (symbols, arrows, monospace). Chromium started
 * with it (FONTCONFIG_FILE) draws every glyph a story's web fonts lack from those files, never from whatever fonts a
 * machine happens to have: installing fonts-noto-core, fonts-dejavu or Tlwg Mono changes no pixel of a shot. Two
 * things Chromium needs: TrueType, not WOFF (with WOFF files in the system list its web fonts fail to load), and a
 * fallback for every glyph a story shows (on a glyph no font has, the headless build aborts).
 */
export function pinnedFontconfig(): string {
  const dir = join(workspaceRoot, 'dist/visual-fonts');
  const ttf = join(dir, 'ttf');
  mkdirSync(ttf, { recursive: true });
  for (const family of ['sarabun', 'kanit']) {
    const files = join(packageDir(`@fontsource/${family}`), 'files');
    for (const file of readdirSync(files).filter((f) => /-(thai|latin)-400-normal\.woff$/.test(f)))
      writeFileSync(join(ttf, file.replace(/\.woff$/, '.ttf')), woffToTtf(readFileSync(join(files, file))));
  }
  // DejaVu's plain faces only: with its maths font in the list, fontconfig picked that for sans-serif.
  for (const face of ['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSansMono', 'DejaVuSansMono-Bold'])
    copyFileSync(join(packageDir('dejavu-fonts-ttf'), 'ttf', `${face}.ttf`), join(ttf, `${face}.ttf`));
  const aliases = Object.entries(generics).map(
    ([generic, families]) =>
      `  <alias binding="same"><family>${generic}</family><prefer>${families
        .map((family) => `<family>${family}</family>`)
        .join('')}</prefer></alias>`,
  );
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${ttf}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
${aliases.join('\n')}
</fontconfig>
`,
  );
  return file;
}
