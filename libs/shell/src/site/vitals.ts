import type { VitalName, VitalsBody } from '@lobby/contract';
import { afterLoad } from './afterLoad';

// The contract's metric names, kept here: importing them would bring the contract's schemas into the entry.
const vitalNames: readonly VitalName[] = ['LCP', 'INP', 'CLS'];

/** The share of page views measured when the brand config sets no `vitalsSampleRate` (libs/brand). */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

/**
 * `?lobby-vitals=on` in the address a visit opens with measures that page view whatever the rate (an operator
 * checking a page, the e2e suite); `off` never does. No build or config change needed.
 */
export const VITALS_SWITCH = 'lobby-vitals';

/** Whether this page view is measured: the switch in the address, else a draw at the brand's rate. */
export function sampled(rate: number, search: string, random: () => number = Math.random): boolean {
  const switched = new URLSearchParams(search).get(VITALS_SWITCH);
  if (switched === 'on') return true;
  if (switched === 'off') return false;
  return random() < rate;
}

export interface MeasuredVital {
  name: string;
  value: number;
  /** The library's id of the measurement (a page restored from the back/forward cache starts new ones). */
  id: string;
}

/**
 * Gathers the values the library reports and sends them in one beacon when asked (the page going to the background
 * or away). Each measurement is sent once: the value it has when the page is first hidden.
 */
export function vitalsBeacon(
  target: { url: string; groupId: string; page: string },
  send: (url: string, body: string) => boolean,
) {
  const pending = new Map<VitalName, number>();
  const sent = new Set<string>();
  return {
    add(metric: MeasuredVital) {
      const name = vitalNames.find((known) => known === metric.name);
      if (!name || sent.has(metric.id) || !Number.isFinite(metric.value)) return;
      pending.set(name, Math.max(0, metric.value));
      sent.add(metric.id);
    },
    flush() {
      if (pending.size === 0) return;
      const body: VitalsBody = {
        groupID: target.groupId,
        page: target.page,
        metrics: [...pending].map(([name, value]) => ({ name, value })),
      };
      pending.clear();
      send(target.url, JSON.stringify(body));
    },
  };
}

/**
 * Real-user Core Web Vitals (issue 14): a sampled page view loads the `web-vitals` library after the page has loaded
 * and is idle (never on the first screen's path), and sends LCP, INP and CLS to the platform with
 * `navigator.sendBeacon` (a text/plain body: no CORS preflight) when the page goes to the background or away. `page`
 * is the route name of the page the visit opened on; the library measures the whole visit from there.
 */
export function startVitals(options: { apiUrl: string; groupId: string; page: string; rate: number }): void {
  if (!sampled(options.rate, window.location.search) || typeof navigator.sendBeacon !== 'function') return;
  const beacon = vitalsBeacon(
    { url: `${options.apiUrl}/api/v1/vitals`, groupId: options.groupId, page: options.page },
    (url, body) => navigator.sendBeacon(url, body),
  );
  afterLoad(() => {
    import('web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        // A value reported after the page was hidden (the library finalises LCP when idle) goes in a beacon of its own.
        const report = (metric: MeasuredVital) => {
          beacon.add(metric);
          if (document.visibilityState === 'hidden') window.setTimeout(beacon.flush);
        };
        onLCP(report);
        onINP(report);
        onCLS(report);
        // The library reports in its own capture-phase listener; this one runs after it and sends what it reported.
        const flushIfHidden = () => {
          if (document.visibilityState === 'hidden') beacon.flush();
        };
        document.addEventListener('visibilitychange', flushIfHidden);
        window.addEventListener('pagehide', () => beacon.flush());
      })
      .catch(() => undefined);
  });
}
