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
}

type Defaulted = 'locales' | 'defaultLocale' | 'ageBadge' | 'social' | 'description';

export type BrandInput = Omit<BrandConfig, keyof BrandFlags | Defaulted> &
  Partial<BrandFlags> &
  Partial<Pick<BrandConfig, Defaulted>>;

export type FeatureFlag = keyof BrandFlags;
