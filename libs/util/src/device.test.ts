import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from './device';

describe('deviceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 0, 'mobile'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 0, 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', 0, 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 0, 'ipad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5, 'ipad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, 'desktop'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', 0, 'desktop'],
  ] as const)('%s → %s', (ua, touch, expected) => {
    expect(deviceFromUserAgent(ua, touch)).toBe(expected);
  });
});
