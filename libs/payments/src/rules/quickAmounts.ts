/** Spec §9: 8 quick amounts on desktop, 6 on phones. */
export const QUICK_AMOUNT_COUNT = { desktop: 8, mobile: 6 } as const;

const roundDownTo = (value: number, unit: number) => Math.floor(value / unit) * unit;

/**
 * The quick-amount buttons of spec §5, in order. The first is the channel's minimum; the second 100 (or the minimum
 * + 100 when the minimum is 100 or more); then steps of +100 on desktop or +400 on phones. The rest are thousands
 * from 1,000 (1,000, 2,000 … on phones; 1,000, 2,000 and 5,000 on desktop) and, on desktop, the maximum itself.
 * A channel whose maximum is below those thousands gets fractions of its maximum instead (derived from the
 * maximum). Values outside min–max are dropped, and no value appears twice.
 *
 * Desktop, 100–45,000: 100, 200, 300, 400, 1,000, 2,000, 5,000, 45,000.
 * Phone, 100–45,000: 100, 200, 600, 1,000, 2,000, 3,000.
 */
export function quickAmounts(min: number, max: number, layout: 'desktop' | 'mobile'): number[] {
  const count = QUICK_AMOUNT_COUNT[layout];
  const desktop = layout === 'desktop';
  const headLength = desktop ? 4 : 3;
  const step = desktop ? 100 : 400;
  const head = [min, min < 100 ? 100 : min + 100];
  while (head.length < headLength) head.push(head[head.length - 1]! + step);

  const thousands = desktop ? [1000, 2000, 5000] : [1000, 2000, 3000];
  const fromMax = [0.25, 0.5, 0.75].map((share) => roundDownTo(max * share, 100));
  const tail = (max >= thousands[thousands.length - 1]! ? thousands : fromMax).concat(desktop ? [max] : []);

  const picked: number[] = [];
  for (const value of [...head, ...tail]) {
    if (value >= min && value <= max && !picked.includes(value)) picked.push(value);
  }
  picked.sort((a, b) => a - b);
  if (picked.length <= count) return picked;
  // Too many (a wide head and tail): keep the first ones and, on desktop, the maximum.
  return desktop ? [...picked.slice(0, count - 1), max] : picked.slice(0, count);
}
