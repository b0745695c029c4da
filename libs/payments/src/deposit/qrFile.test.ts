import { describe, expect, it } from 'vitest';
import { qrFileName } from './qrFile';

describe('QR download name (spec §9)', () => {
  it('names the file from username, channel type, amount and Bangkok expiry time', () => {
    expect(qrFileName('demo01', 'qr-code', 500, '2026-11-24T09:05:00Z')).toBe('demo01_qr-code_500_20261124-1605.png');
    expect(qrFileName('a b/c', 'truewallet', 1000, 'garbage')).toBe('a-b-c_truewallet_1000_expiry.png');
  });
});
