import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vitalsBody } from '@lobby/contract';
import type { MeasuredVital } from './vitals';

type Report = (metric: MeasuredVital) => void;
const reporters = vi.hoisted(() => ({}) as Record<string, Report>);
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
}));

const { sampled, startVitals, vitalsBeacon } = await import('./vitals');

describe('sampled', () => {
  it('draws at the rate, unless the address switches it on or off', () => {
    expect(sampled(0.1, '', () => 0.05)).toBe(true);
    expect(sampled(0.1, '', () => 0.1)).toBe(false);
    expect(sampled(0, '?lobby-vitals=on', () => 0.99)).toBe(true);
    expect(sampled(1, '?x=1&lobby-vitals=off', () => 0)).toBe(false);
  });
});

describe('vitalsBeacon', () => {
  it('sends what was measured in one body the contract accepts, each measurement once', () => {
    const send = vi.fn(() => true);
    const beacon = vitalsBeacon({ url: 'http://api.test/api/v1/vitals', groupId: 'NKG01', page: 'index' }, send);
    beacon.flush();
    expect(send).not.toHaveBeenCalled();
    beacon.add({ name: 'LCP', value: 1234.5, id: 'a' });
    beacon.add({ name: 'CLS', value: 0.02, id: 'b' });
    beacon.add({ name: 'FCP', value: 800, id: 'c' });
    beacon.flush();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('http://api.test/api/v1/vitals');
    expect(JSON.parse(body)).toEqual({
      groupID: 'NKG01',
      page: 'index',
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(vitalsBody.safeParse(JSON.parse(body)).success).toBe(true);
    // The same measurement reported again (the page hidden twice) is not sent twice; a new one is.
    beacon.add({ name: 'CLS', value: 0.5, id: 'b' });
    beacon.flush();
    expect(send).toHaveBeenCalledTimes(1);
    beacon.add({ name: 'INP', value: 88, id: 'd' });
    beacon.flush();
    expect(JSON.parse((send.mock.calls[1] as unknown as [string, string])[1]).metrics).toEqual([
      { name: 'INP', value: 88 },
    ]);
  });
});

describe('startVitals', () => {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  let hidden = false;
  beforeEach(() => {
    for (const key of Object.keys(reporters)) delete reporters[key];
    sendBeacon.mockClear();
    hidden = false;
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    Object.defineProperty(document, 'visibilityState', {
      get: () => (hidden ? 'hidden' : 'visible'),
      configurable: true,
    });
    vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
  const options = { apiUrl: 'http://api.test', groupId: 'LTP01', page: 'list-id', rate: 0 };

  it('loads the library after load, then beacons LCP, INP and CLS when the page is hidden', async () => {
    window.history.replaceState(null, '', '/list/slot?lobby-vitals=on');
    startVitals(options);
    // Nothing of the library before the page is loaded and idle.
    expect(reporters.LCP).toBeUndefined();
    await vi.waitFor(() => expect(reporters.CLS).toBeDefined());
    reporters.LCP!({ name: 'LCP', value: 2100, id: 'l' });
    expect(sendBeacon).not.toHaveBeenCalled();
    hidden = true;
    reporters.INP!({ name: 'INP', value: 150, id: 'i' });
    reporters.CLS!({ name: 'CLS', value: 0.01, id: 'c' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/v1/vitals');
    expect(JSON.parse(body)).toMatchObject({ groupID: 'LTP01', page: 'list-id' });
    expect(JSON.parse(body).metrics).toHaveLength(3);
  });

  it('measures nothing in a page view the draw leaves out', async () => {
    startVitals(options);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reporters.LCP).toBeUndefined();
  });
});
