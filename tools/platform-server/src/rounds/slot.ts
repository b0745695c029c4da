import { randomInt } from 'node:crypto';

/**
 * The sandbox provider's slot: three reels of 20 stops, one pay line (the middle row). Every stop is
 * equally likely, so the theoretical return is an exact count over the 8,000 outcomes; the measured
 * return is a seeded simulation the paytable endpoint publishes next to it.
 */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

/** Stops per symbol on each reel (20 in all). */
export const REEL_COUNTS: Record<SymbolName, number> = { cherry: 7, lemon: 6, bell: 4, star: 2, seven: 1 };
export const REEL: SymbolName[] = SYMBOLS.flatMap((s) => Array<SymbolName>(REEL_COUNTS[s]).fill(s));

/** Multipliers of the bet. */
export const PAYTABLE = [
  { line: 'seven seven seven', pays: 300 },
  { line: 'star star star', pays: 60 },
  { line: 'bell bell bell', pays: 27 },
  { line: 'lemon lemon lemon', pays: 10 },
  { line: 'cherry cherry cherry', pays: 7 },
  { line: 'cherry cherry (any third)', pays: 1 },
] as const;

export function multiplier(line: readonly SymbolName[]): number {
  const [a, b, c] = line;
  if (a === b && b === c) return { seven: 300, star: 60, bell: 27, lemon: 10, cherry: 7 }[a!];
  if (a === 'cherry' && b === 'cherry') return 1;
  return 0;
}

export interface Spin {
  reels: SymbolName[];
  multiplier: number;
}

export function spin(random: (n: number) => number = randomInt): Spin {
  const reels = [0, 1, 2].map(() => REEL[random(REEL.length)]!);
  return { reels, multiplier: multiplier(reels) };
}

/** Exact expected return per unit bet: every one of the 20³ stop combinations counted once. */
export function theoreticalReturn(): number {
  let total = 0;
  for (const a of REEL) for (const b of REEL) for (const c of REEL) total += multiplier([a, b, c]);
  return total / REEL.length ** 3;
}

/** xorshift32: a deterministic stream for the published measurement (not for real play). */
function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

export function measuredReturn(
  spins: number,
  seed = 20240601,
): { spins: number; seed: number; rtp: number; hitRate: number } {
  const random = seeded(seed);
  let paid = 0;
  let hits = 0;
  for (let i = 0; i < spins; i++) {
    const m = spin(random).multiplier;
    paid += m;
    if (m > 0) hits++;
  }
  return { spins, seed, rtp: paid / spins, hitRate: hits / spins };
}

/** Bets the game offers, in satang. */
export const BETS_SATANG = [100, 500, 1000, 5000, 10000];
