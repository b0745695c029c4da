import { describe, expect, it } from 'vitest';
import {
  ageGate,
  breakAt,
  breakEnd,
  depositRefusal,
  limitChangeEffectiveAt,
  limitPeriod,
  limitsAt,
  realityCheckAt,
  type ProtectionChoice,
} from './protection';

const H = 3600_000;
const at = (iso: string) => Date.parse(iso);
const limit = (amount: number | null, made: number, effective = made): ProtectionChoice => ({
  kind: 'deposit_limit',
  period: 'day',
  amount,
  made_at: made,
  effective_at: effective,
});

describe('the age gate', () => {
  it('passes an age at or above the brand minimum, refuses a missing or lower one', () => {
    expect(ageGate(20, 20)).toBe('ok');
    expect(ageGate(21, 20)).toBe('ok');
    expect(ageGate(18, 20)).toBe('below');
    expect(ageGate(undefined, 18)).toBe('missing');
    expect(ageGate(18, 18)).toBe('ok');
  });
});

describe('deposit limits', () => {
  it('a first limit and a lower one apply at once; a higher one or none only after 24 hours', () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(limitChangeEffectiveAt(null, 100_000, now)).toBe(now);
    expect(limitChangeEffectiveAt(100_000, 50_000, now)).toBe(now);
    expect(limitChangeEffectiveAt(100_000, 100_000, now)).toBe(now);
    expect(limitChangeEffectiveAt(100_000, 200_000, now)).toBe(now + 24 * H);
    expect(limitChangeEffectiveAt(100_000, null, now)).toBe(now + 24 * H);
    expect(limitChangeEffectiveAt(null, null, now)).toBe(now);
  });

  it('a raise waits its 24 hours, then is in force', () => {
    const t0 = at('2026-11-24T00:00:00Z');
    const choices = [limit(1000, t0), limit(5000, t0 + H, t0 + 25 * H)];
    expect(limitsAt(choices, t0 + 2 * H).day).toEqual({
      amount: 1000,
      pending: { amount: 5000, effective_at: t0 + 25 * H },
    });
    expect(limitsAt(choices, t0 + 25 * H - 1).day.amount).toBe(1000);
    expect(limitsAt(choices, t0 + 25 * H).day).toEqual({ amount: 5000, pending: null });
  });

  it('a choice made while a raise waits cancels the raise', () => {
    const t0 = at('2026-11-24T00:00:00Z');
    const choices = [limit(1000, t0), limit(5000, t0 + H, t0 + 25 * H), limit(800, t0 + 2 * H)];
    expect(limitsAt(choices, t0 + 2 * H).day).toEqual({ amount: 800, pending: null });
    expect(limitsAt(choices, t0 + 48 * H).day.amount).toBe(800);
  });

  it('removing a limit waits too; the other periods are untouched', () => {
    const t0 = at('2026-11-24T00:00:00Z');
    const choices = [limit(1000, t0), limit(null, t0 + H, t0 + 25 * H)];
    expect(limitsAt(choices, t0 + 24 * H).day.amount).toBe(1000);
    expect(limitsAt(choices, t0 + 26 * H).day.amount).toBeNull();
    expect(limitsAt(choices, t0).week).toEqual({ amount: null, pending: null });
  });

  it('refuses the deposit that would pass a limit, naming the tightest period', () => {
    const limits = limitsAt(
      [limit(10_000, 0), { ...limit(50_000, 0), period: 'week' }, { ...limit(60_000, 0), period: 'month' }],
      1,
    );
    const used = { day: 5_000, week: 30_000, month: 30_000 };
    expect(depositRefusal(limits, used, 5_000)).toBeNull();
    expect(depositRefusal(limits, used, 6_000)).toEqual({
      period: 'day',
      limit: 10_000,
      used: 5_000,
      remaining: 5_000,
    });
    expect(depositRefusal(limits, { ...used, week: 48_000 }, 6_000)).toEqual({
      period: 'week',
      limit: 50_000,
      used: 48_000,
      remaining: 2_000,
    });
  });
});

describe('calendar periods in Bangkok time', () => {
  it('the day starts at 00:00 Bangkok (17:00 UTC the day before)', () => {
    expect(limitPeriod('day', at('2026-11-24T16:59:59Z'))).toEqual({
      start: at('2026-11-23T17:00:00Z'),
      end: at('2026-11-24T17:00:00Z'),
    });
    expect(limitPeriod('day', at('2026-11-24T17:00:00Z')).start).toBe(at('2026-11-24T17:00:00Z'));
  });

  it('the week starts on Monday, the month on the 1st', () => {
    // Sunday 29 November 2026, 12:00 Bangkok.
    const sunday = at('2026-11-29T05:00:00Z');
    expect(limitPeriod('week', sunday)).toEqual({ start: at('2026-11-22T17:00:00Z'), end: at('2026-11-29T17:00:00Z') });
    expect(limitPeriod('month', sunday)).toEqual({
      start: at('2026-10-31T17:00:00Z'),
      end: at('2026-11-30T17:00:00Z'),
    });
  });
});

describe('breaks', () => {
  it('end after the chosen time; permanent never ends', () => {
    const t0 = at('2026-01-31T03:00:00Z');
    expect(breakEnd('24h', t0)).toBe(t0 + 24 * H);
    expect(breakEnd('1w', t0)).toBe(t0 + 7 * 24 * H);
    expect(breakEnd('6w', t0)).toBe(t0 + 42 * 24 * H);
    // 31 January + 1 month: the last day of February, same time of day.
    expect(new Date(breakEnd('1m', t0)!).toISOString()).toBe('2026-02-28T03:00:00.000Z');
    expect(new Date(breakEnd('6m', t0)!).toISOString()).toBe('2026-07-31T03:00:00.000Z');
    expect(new Date(breakEnd('1y', t0)!).toISOString()).toBe('2027-01-31T03:00:00.000Z');
    expect(breakEnd('permanent', t0)).toBeNull();
  });

  it('the break in force is the one ending last, and none once it has ended', () => {
    const t0 = at('2026-11-24T00:00:00Z');
    const timeout: ProtectionChoice = { kind: 'timeout', made_at: t0, effective_at: t0, ends_at: t0 + 24 * H };
    expect(breakAt([timeout], t0 + H)).toEqual({ kind: 'timeout', until: t0 + 24 * H, since: t0 });
    expect(breakAt([timeout], t0 + 24 * H)).toBeNull();
    const forever: ProtectionChoice = { kind: 'self_exclusion', made_at: t0, effective_at: t0, ends_at: null };
    expect(breakAt([timeout, forever], t0 + H)?.until).toBeNull();
  });

  it('the reality check is the last interval chosen', () => {
    const choices: ProtectionChoice[] = [
      { kind: 'reality_check', minutes: 30, made_at: 1, effective_at: 1 },
      { kind: 'reality_check', minutes: null, made_at: 2, effective_at: 2 },
    ];
    expect(realityCheckAt(choices.slice(0, 1), 5)).toBe(30);
    expect(realityCheckAt(choices, 5)).toBeNull();
  });
});
