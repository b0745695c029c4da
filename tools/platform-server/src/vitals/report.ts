import { vitalNames, type VitalName } from '@lobby/contract';
import type { Queryable } from '../db/db.ts';

const HOURS = 24;

/** Google's "good" limits, printed in the heading so a figure reads at a glance. */
const good: Record<VitalName, string> = { LCP: '≤ 2500 ms', INP: '≤ 200 ms', CLS: '≤ 0.1' };

interface Row {
  group_id: string;
  page: string;
  metric: VitalName;
  n: number;
  p75: number;
}

const figure = (metric: VitalName, p75: number) => (metric === 'CLS' ? p75.toFixed(3) : String(Math.round(p75)));

/**
 * The admin CLI's `vitals`: the 75th percentile of LCP, INP and CLS per brand and page over the last 24 hours (what
 * players' browsers measured), with the number of values behind each figure in brackets.
 */
export async function vitalsReport(db: Queryable, now: Date, group?: string): Promise<string> {
  const rows = await db.query<Row>(
    `SELECT group_id, page, metric, count(*)::int AS n,
       percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75
     FROM web_vitals WHERE recorded_at > $1 AND recorded_at <= $2 AND ($3::text IS NULL OR group_id = $3)
     GROUP BY group_id, page, metric ORDER BY group_id, page, metric`,
    [new Date(now.getTime() - HOURS * 3600_000), now, group ?? null],
  );
  const scope = group ? ` of ${group}` : '';
  if (rows.length === 0) return `no web vitals${scope} in the last ${HOURS} h`;
  const pages = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.group_id}\u0000${row.page}`;
    const cells = pages.get(key) ?? [row.group_id, row.page, ...vitalNames.map(() => '-')];
    cells[2 + vitalNames.indexOf(row.metric)] = `${figure(row.metric, Number(row.p75))} (${row.n})`;
    pages.set(key, cells);
  }
  const table = [['group', 'page', 'LCP ms', 'INP ms', 'CLS'], ...pages.values()];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
  const lines = table.map((cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
  const limits = vitalNames.map((name) => `${name} ${good[name]}`).join(', ');
  return [`web vitals${scope}, p75 of the last ${HOURS} h (values in brackets; good: ${limits})`, ...lines].join('\n');
}
