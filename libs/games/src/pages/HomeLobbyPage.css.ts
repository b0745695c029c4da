import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../components/shared/text.css';

/** The banner row: compact cards that scroll sideways on a phone (the first screen stays for the games). */
export const banners = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(16rem, 86%)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '@media': {
    [media.tablet]: { gridAutoColumns: 'minmax(0, 1fr)', gridAutoFlow: 'column', overflowX: 'visible' },
  },
});

export const banner = style([
  thaiText,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: '6.5rem',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: `linear-gradient(135deg, ${vars.color.bgCard}, ${vars.color.bgMenu})`,
    color: vars.color.textOnCard,
    textDecoration: 'none',
    scrollSnapAlign: 'start',
    overflow: 'hidden',
    selectors: {
      '&:hover': { borderColor: vars.color.bgBtn },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const bannerIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
});

export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const unbroken = style({ whiteSpace: 'nowrap' });

export const bannerTitle = style([
  thaiText,
  {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.md,
    fontWeight: 600,
    color: vars.color.textOnCard,
  },
]);

export const bannerBody = style([
  thaiText,
  { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textOnCard, opacity: 0.85 },
]);

export const bannerCta = style([
  thaiText,
  {
    alignSelf: 'flex-start',
    marginTop: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.bgBtn,
    color: vars.color.textOnBtn,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
  },
]);

/**
 * The category row stays under the sticky header while the whole lobby scrolls (UX brief §1): the Tabs wrapper is
 * `display: contents`, so the row's sticky box is the page, not just its panel.
 */
export const tabs = style({ display: 'contents' });

globalStyle(`${tabs} > [role="tablist"]`, {
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 2,
  boxShadow: `0 1px 0 ${vars.color.border}`,
});

globalStyle(`${tabs} > [role="tabpanel"]`, {
  paddingBlock: 0,
  // When a tab is picked far down the page, the panel scrolls into view below the header and the sticky row.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 5.5rem)`,
});

export const promo = style([
  thaiText,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const promoText = style({
  flex: '1 1 14rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
