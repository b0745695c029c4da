import QRCode from 'qrcode';
import { PNG } from 'pngjs';

export interface QrStyle {
  /** Module colour, #RRGGBB (default black). */
  dark?: string;
  /** Background colour, #RRGGBB (default white). */
  light?: string;
  /** Draw a badge in the middle (the site's "overlay"); error correction H keeps it readable. */
  overlay?: boolean;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * Renders text as a PNG data URL: 6 px per module, 4-module quiet zone. Drawn here from the module
 * matrix (not qrcode's renderer) so the overlay badge can be painted into the same image.
 */
export function qrPngDataUrl(text: string, style: QrStyle = {}): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: style.overlay ? 'H' : 'M' });
  const size = qr.modules.size;
  const scale = 6;
  const margin = 4;
  const px = (size + margin * 2) * scale;
  const png = new PNG({ width: px, height: px });
  const dark = rgb(style.dark ?? '#000000');
  const light = rgb(style.light ?? '#ffffff');
  const paint = (x: number, y: number, c: readonly number[]) => {
    const i = (y * px + x) * 4;
    png.data[i] = c[0]!;
    png.data[i + 1] = c[1]!;
    png.data[i + 2] = c[2]!;
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < px; y++) {
    for (let x = 0; x < px; x++) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      const on = mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.get(my, mx);
      paint(x, y, on ? dark : light);
    }
  }
  if (style.overlay) {
    // A framed square over ~12 % of the width: H correction restores up to 30 % of the codewords.
    const badge = Math.floor((size * scale) / 8);
    const from = Math.floor(px / 2 - badge / 2);
    for (let y = from; y < from + badge; y++) {
      for (let x = from; x < from + badge; x++) {
        const edge = x - from < 3 || y - from < 3 || from + badge - x <= 3 || from + badge - y <= 3;
        paint(x, y, edge ? dark : light);
      }
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
