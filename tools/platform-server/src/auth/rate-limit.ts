import type { Queryable } from '../db/db.ts';

/**
 * Fixed-window counter kept in the database, so every instance behind the load balancer counts
 * the same hits. Returns the number of hits in the current window, this one included.
 */
export async function hit(db: Queryable, key: string, windowSeconds: number, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  const windowOpenedAfter = new Date(nowMs - windowSeconds * 1000);
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN r.window_start <= $3 THEN EXCLUDED.window_start ELSE r.window_start END,
       hits = CASE WHEN r.window_start <= $3 THEN 1 ELSE r.hits + 1 END
     RETURNING hits`,
    [key, now, windowOpenedAfter],
  );
  return rows[0]?.hits ?? 1;
}
