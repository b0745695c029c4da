import type { BrandTokens } from '@lobby/brand';
import { mix, readableOn, withAlpha } from './colour';

const light = '#ffffff';
const dark = '#0b0b12';

/** Everything in the contract but colours is shared by all brands. */
export const baseTokens = {
  font: {
    // Each web font's metric-matched stand-in comes right after it (fontFallbacks.ts): no shift when it arrives.
    body: "'Sarabun', 'Sarabun Fallback', 'Noto Sans Thai', 'Thonburi', 'Tahoma', system-ui, sans-serif",
    heading: "'Kanit', 'Kanit Fallback', 'Sarabun', 'Noto Sans Thai', system-ui, sans-serif",
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', xxl: '2.5rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  layout: {
    sidebarWidth: '14.5rem',
    drawerWidth: '440px',
    headerHeight: '56px',
    tabBarHeight: '60px',
    contentMax: '1440px',
  },
  motion: { fast: '120ms', normal: '220ms' },
  z: { header: '30', sidebar: '40', drawer: '60', dialog: '70', toast: '80' },
};

/** Fills the whole theme contract from a brand's six colours; any derived colour can be pinned. */
export function makeTheme(tokens: BrandTokens) {
  const { overrides = {} } = tokens;
  const text = readableOn(tokens.bg, [light, dark]);
  const derived = {
    text,
    textMuted: mix(text, tokens.bg, 0.35),
    textOnMenu: readableOn(tokens.bgMenu, [light, dark]),
    textOnBtn: readableOn(tokens.bgBtn, [dark, light]),
    textOnCard: readableOn(tokens.bgCard, [light, dark]),
    textOnSubBtn: readableOn(tokens.bgSubBtnAndGbIcon, [light, dark]),
    textOnBtnInContent: readableOn(tokens.bgBtnInContent, [dark, light]),
    border: withAlpha(text, 0.14),
    accent: tokens.bgBtn,
    success: '#22c55e',
    pending: '#facc15',
    danger: '#f43f5e',
    focus: tokens.bgBtn,
    overlay: 'rgba(0, 0, 0, 0.7)',
  };
  return {
    ...baseTokens,
    color: {
      bg: tokens.bg,
      bgMenu: tokens.bgMenu,
      bgBtn: tokens.bgBtn,
      bgCard: tokens.bgCard,
      bgSubBtnAndGbIcon: tokens.bgSubBtnAndGbIcon,
      bgBtnInContent: tokens.bgBtnInContent,
      ...derived,
      ...overrides,
    },
    shadow: {
      card: '0 4px 14px rgba(0, 0, 0, 0.35)',
      drawer: '-12px 0 32px rgba(0, 0, 0, 0.45)',
      focus: `0 0 0 2px ${tokens.bg}, 0 0 0 4px ${overrides.focus ?? tokens.bgBtn}`,
    },
  };
}
