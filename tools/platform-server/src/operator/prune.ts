import type { AppContext } from '../context.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Deletes rows of the tables that grow with traffic once nothing can need them: rate-limit windows (all ≤ 1 hour)
 * after 2 hours; generated idempotency keys (no client can repeat them) after a day and members' own keys after
 * 7 days; OTPs, LINE link requests and refresh tokens a day after they expired; SMS a day after they were sent;
 * web vitals after 8 days (the report reads 24 hours; a week back is there to compare).
 * Keys of gateway callbacks and withdrawal decisions are kept: they guard money, not traffic.
 * Safe to run from every instance at once. Returns the number of rows deleted per table.
 */
export async function pruneTables(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<Record<string, number>> {
  const now = ctx.clock.now();
  const before = (ms: number) => new Date(now - ms);
  const count = async (sql: string, params: unknown[]) => (await ctx.db.query(`${sql} RETURNING 1`, params)).length;
  return {
    rate_limits: await count('DELETE FROM rate_limits WHERE window_start < $1', [before(2 * HOUR)]),
    idempotency_keys: await count(
      `DELETE FROM idempotency_keys
       WHERE (key LIKE '%:auto-%' AND created_at < $1)
          OR ((key LIKE 'withdraw:%' OR key LIKE 'transfer:%' OR key LIKE 'aff-withdraw:%') AND created_at < $2)`,
      [before(DAY), before(7 * DAY)],
    ),
    otps: await count('DELETE FROM otps WHERE expires_at < $1', [before(DAY)]),
    sms_outbox: await count('DELETE FROM sms_outbox WHERE created_at < $1', [before(DAY)]),
    line_link_requests: await count('DELETE FROM line_link_requests WHERE expires_at < $1', [before(DAY)]),
    refresh_tokens: await count('DELETE FROM refresh_tokens WHERE expires_at < $1', [before(DAY)]),
    web_vitals: await count('DELETE FROM web_vitals WHERE recorded_at < $1', [before(8 * DAY)]),
  };
}

/** Prunes every 10 minutes (first run a minute after start); errors go to the log, the timer keeps going. */
export function startPruneTimer(ctx: Pick<AppContext, 'db' | 'clock'>, onError: (error: unknown) => void) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pruneTables(ctx);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 60_000);
  const every = setInterval(() => void tick(), 10 * 60_000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
