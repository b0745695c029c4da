import type { Bonus, LeaderboardRow, PromotionItem, TournamentBoard } from '@lobby/contract';
import { renderPage, type RenderPageOptions } from '@lobby/testing';
import type { ReactElement } from 'react';
import { memberLocales } from './locales';
import type { Tournament } from './memberApi';

/** The one test harness's renderPage, with the member strings. */
export const renderMemberPage = (ui: ReactElement, options: RenderPageOptions) =>
  renderPage(ui, { namespaces: { member: memberLocales }, ...options });

/** Artwork as an inline SVG, so stories and tests show a picture without a server. */
export const art = (label: string, hue: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90">' +
      `<rect width="160" height="90" fill="hsl(${hue} 55% 35%)"/>` +
      '<text x="80" y="52" font-size="16" text-anchor="middle" fill="white" font-family="sans-serif">' +
      `${label}</text></svg>`,
  );

/** A promotion as the platform server seeds it (tools/platform-server/src/seed/content.ts). */
export function promotionFixture(overrides: Partial<PromotionItem> = {}): PromotionItem {
  return {
    _id: 'NKG01-welcome',
    code: 'NKG01-welcome',
    title: 'สมาชิกใหม่รับโบนัส 100%',
    title_th: 'สมาชิกใหม่รับโบนัส 100%',
    title_en: 'New member 100% bonus',
    content: '<p>…</p>',
    summary: 'ฝากครั้งแรกรับโบนัสเท่ากับยอดฝาก สูงสุด 1,000 บาท',
    details: ['กดรับโปรโมชั่นก่อนฝากเงิน แล้วฝากตั้งแต่ 100 บาทขึ้นไป', 'ทำยอดเทิร์น 10 เท่าภายใน 7 วัน จึงถอนได้'],
    img: art('WELCOME', 40),
    type: 'deposit',
    category: 'new-member',
    bonus_percent: 100,
    max_bonus: 1000,
    start: null,
    end: '2026-12-31T16:59:00.000Z',
    terms: {
      claim: 'deposit',
      min_deposit: 100,
      bonus_percent: 100,
      max_bonus: 1000,
      turnover: 10,
      max_withdraw: 5000,
      repeat: 'once',
      lines: ['ใช้ได้กับสล็อตและยิงปลาเท่านั้น'],
    },
    ...overrides,
  };
}

export function bonusFixture(overrides: Partial<Bonus> = {}): Bonus {
  return {
    _id: '7',
    promotion: { _id: 'NKG01-welcome', code: 'NKG01-welcome', title: 'สมาชิกใหม่รับโบนัส 100%', img: art('W', 40) },
    state: 'active',
    claimed_at: '2026-11-24T05:00:00.000Z',
    activated_at: '2026-11-24T05:10:00.000Z',
    expires_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
    deposit: 400,
    bonus: 400,
    turnover_required: 8000,
    turnover_done: 2500,
    min_deposit: 100,
    ...overrides,
  };
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** Tournaments in each state, dated from now. */
export function tournamentFixture(state: Tournament['state'], overrides: Partial<Tournament> = {}): Tournament {
  const dates = {
    active: { start: hours(-48), end: hours(5 * 24 + 3) },
    coming: { start: hours(10 * 24), end: hours(40 * 24) },
    ended: { start: hours(-40 * 24), end: hours(-10 * 24) },
  }[state];
  return {
    // The platform's tournaments list answers the row id as _id; pages ask for a board by code.
    _id: String({ active: 11, coming: 12, ended: 13 }[state]),
    code: `NKG01-slot-${state}`,
    name: { active: 'ทัวร์นาเมนต์สล็อตประจำสัปดาห์', coming: 'ทัวร์นาเมนต์สล็อตเดือนหน้า', ended: 'สล็อตสปรินต์' }[state],
    img: art('SLOT', { active: 140, coming: 210, ended: 0 }[state]),
    type: 'slot',
    prize: 100000,
    state,
    ...dates,
    ...overrides,
  };
}

const row = (rank: number, name: string, score: number, prize: number, me = false): LeaderboardRow => ({
  rank,
  name,
  score,
  prize,
  me,
});

/** A board with the member at rank `meRank` (1–10 inside the top, 14 outside, 0 not playing). */
export function boardFixture(tournament: Tournament, meRank = 3): TournamentBoard {
  const prizes = [
    { rank_from: 1, rank_to: 1, amount: 50000 },
    { rank_from: 2, rank_to: 2, amount: 20000 },
    { rank_from: 3, rank_to: 3, amount: 10000 },
    { rank_from: 4, rank_to: 8, amount: 4000 },
  ];
  const prizeOf = (rank: number) => prizes.find((p) => rank >= p.rank_from && rank <= p.rank_to)?.amount ?? 0;
  const top =
    tournament.state === 'coming'
      ? []
      : Array.from({ length: 10 }, (_, i) =>
          row(
            i + 1,
            i + 1 === meRank ? 'de***01' : `pl***${String(i + 10)}`,
            20000 - i * 1500,
            prizeOf(i + 1),
            i + 1 === meRank,
          ),
        );
  const me =
    meRank === 0 || tournament.state === 'coming'
      ? null
      : meRank <= 10
        ? top[meRank - 1]!
        : row(meRank, 'de***01', 900, 0, true);
  return {
    tournament: {
      ...tournament,
      rules: 'นับยอดเดิมพันเกมสล็อตทุกเกมระหว่างเวลาแข่งขัน ยอดเดิมพันที่ถูกยกเลิกไม่นับ',
      prizes,
    },
    leaderboard: top,
    me,
    players: tournament.state === 'coming' ? 0 : 42,
  };
}
