import type { Locale } from './locale';

/**
 * One name per thing, in Thai and English. Every string of the site uses these words for these things; the words
 * test (words.test.ts) fails on the words they replace (`avoidedTerms`). Add a term here before naming something
 * new twice.
 */
export const glossary = {
  /** The member's deposits and withdrawals (the history panel and page). */
  history: { th: 'ประวัติการทำรายการ', en: 'History' },
  /** The member's own page: name, bank account, password, LINE. */
  profile: { th: 'โปรไฟล์', en: 'Profile' },
  /**
   * The referral programme (spec: affiliate) and everything of it: its menu and pages, its income, its code, and the
   * affiliate link a brand registers new members through (defaultAffiliateLink). One word, never "partner".
   */
  affiliate: { th: 'แนะนำเพื่อน', en: 'Affiliate' },
  register: { th: 'สมัครสมาชิก', en: 'Register' },
  login: { th: 'เข้าสู่ระบบ', en: 'Log in' },
  deposit: { th: 'ฝากเงิน', en: 'Deposit' },
  withdraw: { th: 'ถอนเงิน', en: 'Withdraw' },
  balance: { th: 'ยอดเงินคงเหลือ', en: 'Balance' },
  vip: { th: 'VIP', en: 'VIP' },
  /** Who the member contacts; never "the admin" (the spec's word for the operator's staff). */
  support: { th: 'ฝ่ายบริการลูกค้า', en: 'support' },
  contactSupport: { th: 'ติดต่อฝ่ายบริการลูกค้า', en: 'Contact support' },
  /** What expires when a token does; players do not know the word "session". */
  loginExpired: { th: 'การเข้าสู่ระบบหมดอายุ', en: 'Your login has expired' },
  /** Code 1007 ("upline is locked"): agent jargon never reaches a player; say what they can do. */
  cannotLogInNow: { th: 'บัญชีนี้เข้าสู่ระบบไม่ได้ในขณะนี้', en: 'This account cannot log in right now' },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * Game and payment providers keep their own names in Latin script on Thai pages too (Evolution, PG Soft, TrueMoney
 * Wallet, PromptPay, LINE): players find them by their logos. Thai spellings are search data only.
 */
export const providerNamesRule = 'the provider’s own name in Latin script (PG Soft, TrueMoney Wallet, PromptPay, LINE)';

export interface AvoidedTerm {
  locale: Locale;
  pattern: RegExp;
  /** What to say instead. */
  instead: string;
}

/** Words the site does not use with players, each with the glossary's word for it. */
export const avoidedTerms: readonly AvoidedTerm[] = [
  { locale: 'th', pattern: /เซสชัน|เซสชั่น/, instead: glossary.loginExpired.th },
  { locale: 'th', pattern: /วีไอพี/, instead: glossary.vip.th },
  { locale: 'th', pattern: /แอดมิน|ผู้ดูแลระบบ/, instead: glossary.support.th },
  // Agent jargon (code 1007 and the like): say what the player can do instead.
  { locale: 'th', pattern: /ต้นสาย|อัปไลน์|อัพไลน์|เอเย่นต์|ตัวแทน/, instead: glossary.cannotLogInNow.th },
  { locale: 'th', pattern: /ประวัติธุรกรรม|ประวัติการเงิน/, instead: glossary.history.th },
  { locale: 'th', pattern: /พันธมิตร|พาร์ทเนอร์|พาร์ตเนอร์/, instead: glossary.affiliate.th },
  { locale: 'th', pattern: /บัญชีของฉัน/, instead: glossary.profile.th },
  { locale: 'th', pattern: /ล็อกอิน|ล็อคอิน/, instead: glossary.login.th },
  { locale: 'th', pattern: /เกมมิ่ง|เกมมิง|ซอฟท์|ทรูมันนี่|พร้อมเพย์|(?<!ออน)ไลน์/, instead: providerNamesRule },
  { locale: 'en', pattern: /\badmin(istrator)?s?\b/i, instead: glossary.support.en },
  { locale: 'en', pattern: /\b(upline|agent)s?\b/i, instead: glossary.cannotLogInNow.en },
  { locale: 'en', pattern: /\bsession\b/i, instead: glossary.loginExpired.en },
  {
    locale: 'en',
    pattern: /\bsign(ed|ing)?[ -]?(up|in)\b/i,
    instead: `${glossary.register.en} / ${glossary.login.en}`,
  },
  { locale: 'en', pattern: /\bcreate (an |your )?account\b/i, instead: glossary.register.en },
  { locale: 'en', pattern: /\bmy account\b/i, instead: glossary.profile.en },
  { locale: 'en', pattern: /\b(partner|referral)s?\b/i, instead: glossary.affiliate.en },
  { locale: 'en', pattern: /\btransaction history\b/i, instead: glossary.history.en },
];

/** The avoided terms a string uses, for its locale. */
export function avoidedIn(text: string, locale: Locale): AvoidedTerm[] {
  return avoidedTerms.filter((term) => term.locale === locale && term.pattern.test(text));
}
