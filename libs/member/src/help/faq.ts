import type { BrandFaqEntry } from '@lobby/brand';
import { memberLocales } from '../locales';

/** The help centre's questions, in the order shown. */
export const FAQ_IDS = [
  'deposit-limits',
  'deposit-time',
  'withdraw-min',
  'withdraw-cooldown',
  'withdraw-account',
  'otp',
  'line',
  'password',
  'bonus',
  'affiliate',
  'responsible',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** Lower case, Thai and Latin alike, with spaces folded, so "ถอน", "Withdraw" and "with draw" compare. */
const fold = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** Each question's words in both languages: a Thai page finds "withdraw" and an English one "ถอน". */
const haystacks: ReadonlyMap<FaqId, string> = new Map(
  FAQ_IDS.map((id) => {
    const th = memberLocales.th.help.faq[id];
    const en = memberLocales.en.help.faq[id];
    return [id, fold([th.q, th.a, en.q, en.a].join(' '))];
  }),
);

/**
 * The questions matching every word of the term (in either language), in the usual order; all of them for an empty
 * term. `ids` narrows the set (a brand without the affiliate programme has no affiliate question).
 */
export function searchFaq(term: string, ids: readonly FaqId[] = FAQ_IDS): FaqId[] {
  const words = fold(term).split(' ').filter(Boolean);
  if (words.length === 0) return [...ids];
  return ids.filter((id) => words.every((word) => haystacks.get(id)!.includes(word)));
}

/** The brand's own questions (brand.config.ts `faq`) matching every word of the term, in either language. */
export function searchBrandFaq(term: string, entries: readonly BrandFaqEntry[] = []): BrandFaqEntry[] {
  const words = fold(term).split(' ').filter(Boolean);
  return entries.filter((entry) => {
    const haystack = fold([...Object.values(entry.q), ...Object.values(entry.a)].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
