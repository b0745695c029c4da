import { describe, expect, it } from 'vitest';
import { FAQ_IDS, searchBrandFaq, searchFaq } from './faq';

describe('FAQ search', () => {
  it('finds the withdraw questions by the Thai word and by the English one', () => {
    const withdraw = ['withdraw-min', 'withdraw-cooldown', 'withdraw-account'];
    expect(searchFaq('ถอน')).toEqual(expect.arrayContaining(withdraw));
    expect(searchFaq('withdraw')).toEqual(expect.arrayContaining(withdraw));
    expect(searchFaq('  WITHDRAW ')).toEqual(searchFaq('withdraw'));
    expect(searchFaq('ถอน')).not.toContain('otp');
  });

  it('needs every word; finds the numbers the answers give', () => {
    expect(searchFaq('ถอน 300')).toEqual(['withdraw-min']);
    expect(searchFaq('10 minutes')).toEqual(['withdraw-cooldown']);
    expect(searchFaq('45,000')).toEqual(['deposit-limits']);
    expect(searchFaq('5 นาที')).toEqual(['deposit-time']);
    expect(searchFaq('otp')).toEqual(expect.arrayContaining(['otp', 'password']));
    expect(searchFaq('LINE')).toContain('line');
    expect(searchFaq('1323')).toEqual(['responsible']);
  });

  it('all of them for an empty term; none for a word nobody uses; a narrowed set stays narrow', () => {
    expect(searchFaq('')).toEqual([...FAQ_IDS]);
    expect(searchFaq('blackjackxyz')).toEqual([]);
    const noAffiliate = FAQ_IDS.filter((id) => id !== 'affiliate');
    expect(searchFaq('แนะนำเพื่อน', noAffiliate)).toEqual([]);
    expect(searchFaq('affiliate')).toContain('affiliate');
  });
});

describe('the brand’s own questions', () => {
  const vip = { q: { th: 'สมัคร VIP อย่างไร', en: 'How do I join VIP?' }, a: { th: 'ติดต่อ LINE', en: 'Ask on LINE' } };
  const hours = { q: { th: 'เปิดกี่โมง', en: 'Opening hours?' }, a: { th: 'ทุกวัน 09:00', en: 'Daily from 09:00' } };

  it('finds them by words of either language, all of them for an empty term, none without any', () => {
    expect(searchBrandFaq('vip', [vip, hours])).toEqual([vip]);
    expect(searchBrandFaq('ทุกวัน', [vip, hours])).toEqual([hours]);
    expect(searchBrandFaq('daily line', [vip, hours])).toEqual([]);
    expect(searchBrandFaq('', [vip, hours])).toEqual([vip, hours]);
    expect(searchBrandFaq('vip')).toEqual([]);
  });
});
