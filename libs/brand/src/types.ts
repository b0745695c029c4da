export const locales = ['th', 'en'] as const;
export type Locale = (typeof locales)[number];

export const socialNetworks = ['telegram', 'line', 'facebook', 'messenger', 'instagram', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The six colours of spec §1, each overridable per brand. */
export interface BrandColours {
  bg: string;
  bgMenu: string;
  bgBtn: string;
  bgCard: string;
  bgSubBtnAndGbIcon: string;
  bgBtnInContent: string;
}

/** Semantic colours derived from the six; a brand may pin any of them. */
export interface BrandSemanticColours {
  text: string;
  textMuted: string;
  textOnMenu: string;
  textOnBtn: string;
  textOnCard: string;
  textOnSubBtn: string;
  textOnBtnInContent: string;
  border: string;
  accent: string;
  success: string;
  pending: string;
  danger: string;
  focus: string;
  overlay: string;
}

export interface BrandTokens extends BrandColours {
  overrides?: Partial<BrandSemanticColours>;
}

export interface BrandFlags {
  hideRegister: boolean;
  hideAffiliate: boolean;
  /** Used in place of registration when set (spec §1). */
  defaultAffiliateLink?: string;
  closedSite: boolean;
}

/**
 * The documents a brand may publish; their text lives in its folder: apps/<brand>/public/legal/<doc>.json. Terms and
 * privacy are pages of their own; `responsible-gaming` is the advice on the responsible-gaming page (its tools are the
 * site's).
 */
export const legalDocuments = ['terms', 'privacy', 'responsible-gaming'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/**
 * The footer's trust block (UX brief §5): who runs the site, its licence, its legal documents. Each line shows only
 * where configured — a badge that links nowhere is the grey-market tell.
 */
export interface BrandTrust {
  /** The operator's legal name, per language. */
  operator: Record<Locale, string>;
  /** The licence number, linked to the regulator's public register entry for it. */
  licence?: { number: string; register: string };
  /** Documents published: /terms, /privacy, and the advice on /responsible-gaming. */
  documents?: readonly LegalDocument[];
}

/** A question the brand adds to the help centre's shared list, in every language the site speaks. */
export interface BrandFaqEntry {
  q: Record<Locale, string>;
  a: Record<Locale, string>;
}

export interface BrandConfig extends BrandFlags {
  id: string;
  siteName: string;
  /** Appended to every page title. */
  siteTitle: Record<Locale, string>;
  logo: string;
  /** Square mark for tight spaces (phone header, favicon); falls back to the logo. */
  logoMark?: string;
  social: Partial<Record<SocialNetwork, string>>;
  theme: BrandTokens;
  defaultGroupId: string;
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** Legal age shown in header, footer and registration (Thai majority is 20). */
  ageBadge: number;
  /** The page description for search engines and link previews, per language (served in each locale's HTML). */
  description: Record<Locale, string>;
  /**
   * The sidebar's support card, per language: say only what the operator keeps (e.g. its real hours); without it
   * the card makes no promise of hours.
   */
  support?: { title: Record<Locale, string>; body: Record<Locale, string> };
  /**
   * The operator's live chat (spec §2 footer): its widget script, loaded once the page is interactive; the script
   * defines `window.LobbyChat` with `open()`. `{api}` at the start stands for the platform's API origin (the sandbox
   * serves a chat there). Absent: no chat, and the served CSP allows no chat origin.
   */
  liveChat?: { script: string };
  /** The footer's trust block; absent: only the age and helpline line. */
  trust?: BrandTrust;
  /** The brand's own questions, shown after the shared ones on the help page and found by its search. */
  faq?: readonly BrandFaqEntry[];
  /**
   * The share of page views (0 to 1) that send their Core Web Vitals to the platform (issue 14); absent: the shell's
   * default, 10%. A busy brand may lower it.
   */
  vitalsSampleRate?: number;
}

type Defaulted = 'locales' | 'defaultLocale' | 'ageBadge' | 'social' | 'description';

export type BrandInput = Omit<BrandConfig, keyof BrandFlags | Defaulted> &
  Partial<BrandFlags> &
  Partial<Pick<BrandConfig, Defaulted>>;

export type FeatureFlag = keyof BrandFlags;
