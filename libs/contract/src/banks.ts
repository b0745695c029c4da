/** The site's two languages (@lobby/i18n's Locale; the contract stays free of the site's libs for the server). */
type Locale = 'th' | 'en';

/**
 * Bank list values of spec §3: the banks a member may register with, in the order the picker shows them.
 * The platform server accepts exactly these plus `lhb` (accountBankIds).
 */
export const registerBankIds = [
  'scb',
  'kbank',
  'ktb',
  'bbl',
  'bay',
  'tmb',
  'gsb',
  'baac',
  'isbt',
  'uob',
  'cimb',
  'citi',
  'kkp',
  'ghb',
] as const;

export type RegisterBankId = (typeof registerBankIds)[number];

/**
 * Banks an account on file may be at: the picker's list plus Land and Houses Bank, which older accounts use and the
 * server still accepts.
 */
export const accountBankIds = [...registerBankIds, 'lhb'] as const;
export type AccountBankId = (typeof accountBankIds)[number];

export interface BankDisplay {
  id: string;
  name: Record<Locale, string>;
  /** Initials drawn on the badge (stands in for the logo sprite position of the original display table). */
  initials: string;
  /** The bank's brand colour and a text colour readable on it (WCAG AA, checked by banks.test.ts). */
  colour: string;
  textColour: string;
}

const light = '#ffffff';
const dark = '#111111';

const bank = (
  id: string,
  th: string,
  en: string,
  initials: string,
  colour: string,
  textColour: string,
): BankDisplay => ({
  id,
  name: { th, en },
  initials,
  colour,
  textColour,
});

/**
 * The bank display table of spec §3 (name and colour per bank_id). Bank colours are the banks' own brand
 * data, so they live here, once, and reach the CSS through one custom property; nothing else in this lib
 * uses a colour literal. The display list also knows OneWallet and Land and Houses Bank (spec §3).
 */
export const bankTable: Readonly<Record<string, BankDisplay>> = {
  scb: bank('scb', 'ไทยพาณิชย์', 'Siam Commercial Bank', 'SCB', '#4e2a84', light),
  kbank: bank('kbank', 'กสิกรไทย', 'Kasikorn Bank', 'K', '#117a2b', light),
  ktb: bank('ktb', 'กรุงไทย', 'Krungthai Bank', 'KTB', '#1ba5e1', dark),
  bbl: bank('bbl', 'กรุงเทพ', 'Bangkok Bank', 'BBL', '#1e4598', light),
  bay: bank('bay', 'กรุงศรีอยุธยา', 'Bank of Ayudhya (Krungsri)', 'BAY', '#fec43b', dark),
  tmb: bank('tmb', 'ทหารไทยธนชาต', 'TMBThanachart Bank', 'ttb', '#0050f0', light),
  gsb: bank('gsb', 'ออมสิน', 'Government Savings Bank', 'GSB', '#d6177f', light),
  baac: bank('baac', 'ธ.ก.ส.', 'BAAC', 'BAAC', '#3f7f1a', light),
  isbt: bank('isbt', 'อิสลามแห่งประเทศไทย', 'Islamic Bank of Thailand', 'iBank', '#184615', light),
  uob: bank('uob', 'ยูโอบี', 'UOB', 'UOB', '#0b3979', light),
  cimb: bank('cimb', 'ซีไอเอ็มบี ไทย', 'CIMB Thai', 'CIMB', '#7e2f36', light),
  citi: bank('citi', 'ซิตี้แบงก์', 'Citibank', 'citi', '#056dae', light),
  kkp: bank('kkp', 'เกียรตินาคินภัทร', 'Kiatnakin Phatra Bank', 'KKP', '#594a94', light),
  ghb: bank('ghb', 'อาคารสงเคราะห์', 'Government Housing Bank', 'GHB', '#f57d23', dark),
  lhb: bank('lhb', 'แลนด์ แอนด์ เฮ้าส์', 'Land and Houses Bank', 'LH', '#6d6e71', light),
  onewallet: bank('onewallet', 'วันวอลเล็ท', 'OneWallet', 'OW', '#e3001b', light),
};

export function bankDisplay(id: string | null | undefined): BankDisplay | undefined {
  return id ? bankTable[id.toLowerCase()] : undefined;
}

/**
 * The bank's name in the locale; unknown ids fall back to the given text (e.g. the profile's own name), then the
 * id.
 */
export function bankName(id: string | null | undefined, locale: Locale, fallback?: string | null): string {
  return bankDisplay(id)?.name[locale] ?? (fallback || id || '');
}

export function isRegisterBank(id: string): id is RegisterBankId {
  return (registerBankIds as readonly string[]).includes(id);
}

/** Account numbers as the server's schema takes them: 10 to 12 digits (spaces and dashes ignored). */
export const BANK_NO_MIN = 10;
export const BANK_NO_MAX = 12;

/** Splits characters 3-1-5-rest (spec §9 bank number grouping). */
function group3151(chars: string): string {
  return [chars.slice(0, 3), chars.slice(3, 4), chars.slice(4, 9), chars.slice(9)].filter(Boolean).join('-');
}

/** Bank numbers grouped 3-1-5-n (spec §9): 1234567890 → 123-4-56789-0. */
export function groupBankNumber(value: string): string {
  return group3151(value.replace(/\D/g, ''));
}

/** Grouped 3-1-5-n with all but the last `visible` digits hidden: 1234567890 → xxx-x-xx789-0. */
export function maskBankNumber(value: string, visible = 4): string {
  const digits = value.replace(/\D/g, '');
  const keepFrom = Math.max(0, digits.length - visible);
  return group3151([...digits].map((d, i) => (i < keepFrom ? 'x' : d)).join(''));
}
