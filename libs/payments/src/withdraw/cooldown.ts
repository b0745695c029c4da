import type { QueryError } from '@lobby/api-client';
import type { WithdrawState } from '../paymentsApi';

/** Spec §4, §9: the cooldown after a withdrawal (the server says when exactly; this is the fallback). */
export const COOLDOWN_MS = 10 * 60 * 1000;

/** An ISO date from the server, or undefined when it is missing or unreadable. */
export const dateOf = (value: unknown): Date | undefined =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined;

/** After a withdrawal: its `next`, else 10 minutes from now. */
export function nextAfterWithdrawal(answer: { next?: unknown }, now = Date.now()): Date {
  return dateOf(answer.next) ?? new Date(now + COOLDOWN_MS);
}

/** After a 1005 (spec §4: counted from the returned date): its `result.next`, else `date` + 10 min, else now + 10. */
export function nextAfterTooSoon(error: QueryError, now = Date.now()): Date {
  const result = (error.body?.result ?? {}) as { next?: unknown; date?: unknown };
  return dateOf(result.next) ?? new Date((dateOf(result.date)?.getTime() ?? now) + COOLDOWN_MS);
}

/** The server's word from getMinWithdraw: withdraw=false with timeLester. */
export function nextFromState(state: WithdrawState | undefined): Date | null {
  return state && !state.withdraw ? (dateOf(state.timeLester) ?? null) : null;
}

/** The cooldown the button shows: the latest deadline still ahead, or null when withdrawing is allowed. */
export function cooldownDeadline(deadlines: (Date | null)[], now = Date.now()): Date | null {
  const ahead = deadlines.filter((d): d is Date => d !== null && d.getTime() > now);
  return ahead.reduce<Date | null>((latest, d) => (latest && latest >= d ? latest : d), null);
}
