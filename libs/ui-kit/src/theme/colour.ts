/** Small colour maths for contrast-safe text, so brands only pick six colours. */
export type Rgb = [number, number, number];

export function parseColour(input: string): Rgb {
  const hex = input.trim().match(/^#([0-9a-f]{3,8})$/i)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = input.match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour "${input}" (use hex or rgb())`);
}

export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(parseColour(a)), relativeLuminance(parseColour(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** Picks whichever candidate reads best on the background. */
export function readableOn(background: string, candidates: readonly string[]): string {
  let best = candidates[0] as string;
  for (const c of candidates) if (contrastRatio(c, background) > contrastRatio(best, background)) best = c;
  return best;
}

export function withAlpha(colour: string, alpha: number): string {
  const [r, g, b] = parseColour(colour);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function mix(a: string, b: string, weightOfB: number): string {
  const [ca, cb] = [parseColour(a), parseColour(b)];
  const out = ca.map((v, i) => Math.round(v + ((cb[i] as number) - v) * weightOfB)) as Rgb;
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
