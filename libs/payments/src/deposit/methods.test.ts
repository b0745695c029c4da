import type { Channel } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { channelForAmount, depositMethods } from './methods';

const channel = (id: number, type: Channel['type'], min: number, max: number, bonus = ''): Channel => ({
  id,
  type,
  img: `/assets/channels/${type}.svg`,
  provider: type,
  acc_name: 'บจก. ทดสอบ',
  min_deposit: min,
  max_deposit: max,
  bonus: { is_bonus: Boolean(bonus), massage: bonus, topshow: Boolean(bonus) },
});

describe('deposit methods', () => {
  const profile = {
    payment: [channel(1, 'qr-code', 100, 2000), channel(2, 'qr-code', 2001, 45000, 'โบนัส 2%')],
    truewallet: [],
    bank: [channel(4, 'tranfer-online', 1, 45000)],
  };

  it('one method per type that has channels, with the widest range and the first bonus', () => {
    const methods = depositMethods(profile);
    expect(methods.map((m) => [m.type, m.min, m.max, m.bonus?.text])).toEqual([
      ['qr-code', 100, 45000, 'โบนัส 2%'],
      ['tranfer-online', 1, 45000, undefined],
    ]);
  });

  it('picks the QR sub-channel whose range holds the amount', () => {
    const [qr] = depositMethods(profile);
    expect(channelForAmount(qr!, 100)?.id).toBe(1);
    expect(channelForAmount(qr!, 2000)?.id).toBe(1);
    expect(channelForAmount(qr!, 2001)?.id).toBe(2);
    expect(channelForAmount(qr!, 45001)).toBeUndefined();
  });
});
