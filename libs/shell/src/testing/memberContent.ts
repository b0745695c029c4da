import type { Bonus, BrandEvent, PromotionItem, TournamentBoard } from '@lobby/contract';
import { art, boardFixture, bonusFixture, promotionFixture, tournamentFixture } from '@lobby/member/testing';
import { fixtures, type FakeRequest, type FakeServer } from '@lobby/testing';

/**
 * What the platform server answers the member pages (promotions, bonuses, tournaments, events, VIP) in the asked
 * language, for the screens: the shapes are the contract's (@lobby/contract types here, and the site checks every
 * answer against its schema). Dates count from now, which the visual run fixes at 2026-11-24T05:00:00Z.
 */

type Lang = 'th' | 'en';
const langOf = (call: FakeRequest): Lang => (call.params.lang === 'en' ? 'en' : 'th');
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

interface Words {
  title: string;
  summary: string;
  details: string[];
  lines: string[];
}

/** A promotion in both languages: the server answers the asked one. */
function promotion(lang: Lang, words: Record<Lang, Words>, overrides: Partial<PromotionItem>): PromotionItem {
  const base = promotionFixture(overrides);
  const { title, summary, details, lines } = words[lang];
  return { ...base, title, summary, details, terms: { ...base.terms, ...overrides.terms, lines } };
}

const welcome = (lang: Lang) =>
  promotion(
    lang,
    {
      th: {
        title: 'สมาชิกใหม่รับโบนัส 100%',
        summary: 'ฝากครั้งแรกรับโบนัสเท่ากับยอดฝาก สูงสุด 1,000 บาท',
        details: ['กดรับโปรโมชั่นก่อนฝากเงิน แล้วฝากตั้งแต่ 100 บาทขึ้นไป', 'ทำยอดเทิร์น 10 เท่าภายใน 7 วัน จึงถอนได้'],
        lines: ['ใช้ได้กับสล็อตและยิงปลาเท่านั้น'],
      },
      en: {
        title: 'New member 100% bonus',
        summary: 'Your first deposit doubled, up to ฿1,000',
        details: [
          'Claim the promotion before you deposit, then deposit ฿100 or more.',
          'Reach 10× turnover in 7 days.',
        ],
        lines: ['Slots and fishing games only'],
      },
    },
    { img: art('WELCOME 100%', 40) },
  );

const daily = (lang: Lang) =>
  promotion(
    lang,
    {
      th: {
        title: 'ฝากรายวันรับเพิ่ม 10%',
        summary: 'ฝากวันละครั้งรับโบนัส 10% สูงสุด 500 บาท',
        details: ['รับได้วันละ 1 ครั้ง ทุกวัน'],
        lines: [],
      },
      en: {
        title: 'Daily deposit 10% extra',
        summary: 'One deposit a day earns a 10% bonus, up to ฿500',
        details: ['Once a day, every day.'],
        lines: [],
      },
    },
    {
      _id: 'NKG01-daily',
      code: 'NKG01-daily',
      img: art('DAILY 10%', 200),
      category: 'deposit',
      bonus_percent: 10,
      max_bonus: 500,
      end: null,
      terms: { ...promotionFixture().terms, bonus_percent: 10, max_bonus: 500, turnover: 5, repeat: 'daily' },
    },
  );

const cashback = (lang: Lang) =>
  promotion(
    lang,
    {
      th: {
        title: 'คืนยอดเสีย 5% ทุกสัปดาห์',
        summary: 'รับคืน 5% ของยอดเสียทุกวันจันทร์ ไม่ต้องกดรับ',
        details: ['ยอดคืนเข้าบัญชีอัตโนมัติทุกวันจันทร์ เวลา 12:00 น.'],
        lines: [],
      },
      en: {
        title: '5% weekly cashback',
        summary: '5% of your losses back every Monday, nothing to claim',
        details: ['Paid to your balance every Monday at 12:00.'],
        lines: [],
      },
    },
    {
      _id: 'NKG01-cashback',
      code: 'NKG01-cashback',
      img: art('CASHBACK 5%', 280),
      category: 'cashback',
      bonus_percent: 0,
      max_bonus: 0,
      end: null,
      terms: { ...promotionFixture().terms, claim: 'auto', bonus_percent: 0, max_bonus: 0, turnover: 1 },
    },
  );

const slotBonus = (lang: Lang) =>
  promotion(
    lang,
    {
      th: {
        title: 'สล็อตรับโบนัส 20%',
        summary: 'ฝากเล่นสล็อตรับโบนัส 20% สูงสุด 2,000 บาท',
        details: ['ใช้ได้กับเกมสล็อตทุกค่าย'],
        lines: [],
      },
      en: {
        title: 'Slots 20% bonus',
        summary: 'Deposit for slots and get a 20% bonus, up to ฿2,000',
        details: ['Every slot provider counts.'],
        lines: [],
      },
    },
    {
      _id: 'NKG01-slot20',
      code: 'NKG01-slot20',
      img: art('SLOT 20%', 320),
      category: 'slot',
      bonus_percent: 20,
      max_bonus: 2000,
      terms: { ...promotionFixture().terms, bonus_percent: 20, max_bonus: 2000, turnover: 15, repeat: 'always' },
    },
  );

export const promotionsIn = (lang: Lang) => [welcome(lang), daily(lang), cashback(lang), slotBonus(lang)];

/** The member's bonuses, newest first: one waiting for its deposit, one under way, one done. */
export function bonusesIn(lang: Lang): Bonus[] {
  const [first, second, , fourth] = promotionsIn(lang);
  const ref = (p: PromotionItem) => ({ _id: p._id, code: p.code, title: p.title, img: p.img });
  return [
    bonusFixture({
      _id: '12',
      promotion: ref(second!),
      state: 'pending',
      claimed_at: hours(-1),
      activated_at: null,
      expires_at: hours(23),
      deposit: 0,
      bonus: 0,
      turnover_required: 0,
      turnover_done: 0,
    }),
    bonusFixture({ _id: '11', promotion: ref(first!), expires_at: hours(3 * 24 + 1) }),
    bonusFixture({
      _id: '9',
      promotion: ref(fourth!),
      state: 'completed',
      claimed_at: hours(-10 * 24),
      activated_at: hours(-10 * 24),
      expires_at: hours(-3 * 24),
      deposit: 1000,
      bonus: 200,
      turnover_required: 18000,
      turnover_done: 18000,
    }),
  ];
}

const tournamentNames: Record<'active' | 'coming' | 'ended', Record<Lang, string>> = {
  active: { th: 'ทัวร์นาเมนต์สล็อตประจำสัปดาห์', en: 'Weekly slot tournament' },
  coming: { th: 'ทัวร์นาเมนต์คาสิโนสด', en: 'Live casino tournament' },
  ended: { th: 'สล็อตสปรินต์', en: 'Slot sprint' },
};

/** One tournament on now, one coming, one ended (the coming one is a casino tournament: not on /slot-tournament). */
export const tournamentsIn = (lang: Lang) =>
  (['active', 'coming', 'ended'] as const).map((state) =>
    tournamentFixture(state, {
      name: tournamentNames[state][lang],
      ...(state === 'coming' ? { type: 'casino', code: 'NKG01-casino-coming', img: art('CASINO', 210) } : {}),
    }),
  );

function boardIn(lang: Lang, code: string): TournamentBoard | undefined {
  const tournament = tournamentsIn(lang).find((t) => t.code === code);
  if (!tournament) return undefined;
  const board = boardFixture(tournament, tournament.state === 'active' ? 3 : 14);
  const rules =
    lang === 'en' ? 'Every slot bet while the tournament runs counts; cancelled bets do not.' : board.tournament.rules;
  return { ...board, tournament: { ...board.tournament, rules } };
}

export function eventsIn(lang: Lang): BrandEvent[] {
  const en = lang === 'en';
  return [
    {
      _id: '1',
      code: 'slot-week',
      title: en ? 'Slot week' : 'สัปดาห์แห่งสล็อต',
      body: en
        ? 'A week of slot tournaments with a ฿100,000 prize pool.'
        : 'สัปดาห์แห่งทัวร์นาเมนต์สล็อต ชิงเงินรางวัลรวม 100,000 บาท',
      img: art('SLOT WEEK', 140),
      start: hours(-48),
      end: hours(5 * 24),
      link: '/tournament',
      state: 'live',
    },
    {
      _id: '2',
      code: 'new-year',
      title: en ? 'New Year lucky draw' : 'ลุ้นโชคปีใหม่',
      body: en
        ? 'Every ฿500 deposited in December is a ticket for the New Year draw.'
        : 'ฝากครบทุก 500 บาทในเดือนธันวาคม รับสิทธิ์ลุ้นรางวัลปีใหม่ 1 สิทธิ์',
      img: art('NEW YEAR', 0),
      start: hours(7 * 24),
      end: hours(38 * 24),
      link: '/promotions',
      state: 'upcoming',
    },
  ];
}

/** The member pages' calls on `server` (the screen's, with its profile and balance). */
export function withMemberContent(server: FakeServer): FakeServer {
  server.on('GET /api/promotion/list', (call) => {
    const all = promotionsIn(langOf(call));
    const items = call.params.category ? all.filter((p) => p.category === call.params.category) : all;
    return fixtures.ok({ result: items, total: items.length, categories: [...new Set(all.map((p) => p.category))] });
  });
  server.on('GET /api/v3/member/getPromotion', fixtures.ok({ result: [[], 4] }));
  server.on('GET /api/promotion/detail', (call) => {
    const found = promotionsIn(langOf(call)).find((p) => p.code === call.params.id);
    return found ? fixtures.ok({ result: { promotion: found, bonus: null } }) : fixtures.code(8000, 'no promotion');
  });
  server.on('GET /api/v3/member/bonus', (call) => fixtures.ok({ result: bonusesIn(langOf(call)) }));
  server.on('GET /api/v3/member/tournaments', (call) => fixtures.ok({ result: tournamentsIn(langOf(call)) }));
  server.on('GET /api/v3/member/tournament/board', (call) => {
    const board = boardIn(langOf(call), call.params.id ?? '');
    return board ? fixtures.ok({ result: board }) : fixtures.code(8000, 'no tournament');
  });
  server.on('GET /api/v3/member/events', (call) => fixtures.ok({ result: eventsIn(langOf(call)) }));
  server.on('GET /api/v3/member/vip', fixtures.ok({ result: { tier: 'gold', since: '2026-06-01T00:00:00.000Z' } }));
  return server;
}
