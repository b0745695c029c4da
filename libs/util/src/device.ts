/** Device classes of spec §2, derived from the user agent. */
export type DeviceClass = 'mobile' | 'ipad' | 'desktop';

export function deviceFromUserAgent(userAgent: string, maxTouchPoints = 0): DeviceClass {
  if (/iPad/i.test(userAgent)) return 'ipad';
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ipad';
  if (/iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function currentDevice(): DeviceClass {
  if (typeof navigator === 'undefined') return 'desktop';
  return deviceFromUserAgent(navigator.userAgent, navigator.maxTouchPoints);
}
