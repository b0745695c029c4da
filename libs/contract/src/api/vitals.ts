import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

/**
 * Core Web Vitals from players' browsers (issue 14): a sampled page view sends what the `web-vitals` library measured
 * with `navigator.sendBeacon`, and the platform keeps it per brand and page for the operator's p75 report.
 */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];

/** A route name of the site's route table (`index`, `list-id`, `game-id-name`, `notFound`), never an address. */
export const VITAL_PAGE_PATTERN = /^[A-Za-z][\w-]{0,59}$/;

/** Past these no real page view measures: milliseconds for LCP and INP (ten minutes), a layout-shift score for CLS. */
export const vitalMaximum: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100 };

/** At most one value of each metric per beacon. */
export const VITALS_PER_BEACON = vitalNames.length;

const vital = z
  .object({
    name: z.enum(vitalNames, { error: 'name is LCP, INP or CLS' }),
    value: z.number().check(z.minimum(0, 'value must be 0 or more')),
  })
  .check(z.refine((v) => v.value <= vitalMaximum[v.name], 'value is out of range for its metric'));

export const vitalsBody = z.object({
  groupID: z
    .string({ error: 'groupID is required' })
    .check(z.minLength(1, 'groupID is required'), z.maxLength(f.GROUP_ID_MAX)),
  page: z.string({ error: 'page is required' }).check(z.regex(VITAL_PAGE_PATTERN, 'page: a route name')),
  metrics: z.array(vital).check(
    z.minLength(1, 'metrics: at least one'),
    z.maxLength(VITALS_PER_BEACON, `metrics: at most ${VITALS_PER_BEACON}`),
    z.refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'metrics: one per name'),
  ),
});
export type VitalsBody = z.output<typeof vitalsBody>;

/** How many values were kept: 0 when the sender's address is over its limit (the beacon is dropped, not retried). */
export const vitalsAnswer = success(z.object({ stored: z.number() }));
