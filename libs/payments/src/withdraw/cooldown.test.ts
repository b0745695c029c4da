import type { QueryError } from '@lobby/api-client';
import { describe, expect, it } from 'vitest';
import { cooldownDeadline, nextAfterTooSoon, nextAfterWithdrawal, nextFromState } from './cooldown';

const now = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(now + ms);
const tooSoon = (result: Record<string, unknown>): QueryError => ({
  kind: 'code',
  code: 1005,
  message: 'please wait',
  body: { code: 1005, result },
});

describe('withdraw cooldown (spec §4)', () => {
  it('after a withdrawal: the answer’s next, else 10 minutes from now', () => {
    expect(nextAfterWithdrawal({ next: at(600_000).toISOString() }, now)).toEqual(at(600_000));
    expect(nextAfterWithdrawal({ next: 'soon' }, now)).toEqual(at(600_000));
  });

  it('after 1005: next, else the returned date + 10 minutes, else now + 10 minutes', () => {
    const date = at(-240_000).toISOString();
    expect(nextAfterTooSoon(tooSoon({ date, next: at(360_000).toISOString() }), now)).toEqual(at(360_000));
    expect(nextAfterTooSoon(tooSoon({ date }), now)).toEqual(at(360_000));
    expect(nextAfterTooSoon(tooSoon({}), now)).toEqual(at(600_000));
    expect(nextAfterTooSoon({ kind: 'code', code: 1005, message: '' }, now)).toEqual(at(600_000));
  });

  it('the server’s state counts only when it says withdraw=false', () => {
    const state = { withdraw: false, timeLester: at(125_000).toISOString(), withdrawMin: 300, withdrawMax: 999999 };
    expect(nextFromState(state)).toEqual(at(125_000));
    expect(nextFromState({ ...state, withdraw: true, timeLester: null })).toBeNull();
    expect(nextFromState({ ...state, timeLester: null })).toBeNull();
    expect(nextFromState(undefined)).toBeNull();
  });

  it('the button waits for the latest deadline still ahead; none ahead means allowed', () => {
    expect(cooldownDeadline([at(60_000), at(120_000)], now)).toEqual(at(120_000));
    expect(cooldownDeadline([at(120_000), null], now)).toEqual(at(120_000));
    expect(cooldownDeadline([at(-1), at(0), null], now)).toBeNull();
    expect(cooldownDeadline([], now)).toBeNull();
  });
});
