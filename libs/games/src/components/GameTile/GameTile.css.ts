import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../shared/text.css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  // A hairline, not a blurred shadow: dozens of tiles mount per frame while scrolling.
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: '-1px',
});

export const launch = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: 0,
  margin: 0,
  border: 'none',
  borderRadius: 'inherit',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    // The ring is drawn inside the tile, above its art: a row's scroller and each row item's paint containment
    // (content-visibility) clip anything outside it.
    '&:focus-visible::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: 'inherit',
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
      pointerEvents: 'none',
    },
  },
});

/** The art box keeps its ratio before the image arrives, so nothing moves when it loads (no layout shift). */
export const art = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: vars.color.bgSubBtnAndGbIcon,
  transition: `filter ${vars.motion.fast}`,
  selectors: {
    [`${launch}:hover &`]: { filter: 'brightness(1.12)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const ratio = styleVariants({
  square: { aspectRatio: '1 / 1' },
  portrait: { aspectRatio: '3 / 4' },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  borderRadius: 'inherit',
});

export const fallback = style([
  thaiText,
  {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textOnSubBtn,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xxl,
  },
]);

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  // Leaves the top-right corner to the heart button.
  maxWidth: 'calc(100% - 48px)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  pointerEvents: 'none',
});

const badgeBase = style([
  thaiText,
  {
    display: 'inline-block',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
]);

/** Each badge is a word, so it reads without its colour; colours are the theme's contrast-checked pairs. */
export const badge = styleVariants({
  hot: [badgeBase, { background: vars.color.bgBtn, color: vars.color.textOnBtn }],
  new: [badgeBase, { background: vars.color.bgBtnInContent, color: vars.color.textOnBtnInContent }],
  freespin: [badgeBase, { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn }],
});

export const rank = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xs,
  insetInlineStart: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.5,
  color: vars.color.textOnBtn,
  textShadow: `0 0 2px ${vars.color.bgBtn}, 0 0 6px ${vars.color.bgBtn}`,
  pointerEvents: 'none',
});

/** Dims the art; the words sit on a card-coloured label, so their contrast is the theme's checked pair. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  borderRadius: 'inherit',
  background: vars.color.overlay,
});

export const overlayLabel = style([
  thaiText,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.sm,
    textAlign: 'center',
  },
]);

export const name = style([
  thaiText,
  {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    // Two lines are always reserved so every tile in a row has the same height; line-height 1.5 leaves room
    // for Thai tone marks, and the clamp (not a fixed height) decides where text stops.
    minHeight: 'calc(2 * 1.5em + 2 * 0.375rem)',
    paddingBlock: '0.375rem',
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.sm,
  },
]);

export const provider = style([
  thaiText,
  {
    display: 'block',
    paddingInline: vars.space.sm,
    paddingBlockEnd: vars.space.xs,
    marginBlockStart: `calc(-1 * ${vars.space.xs})`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    overflow: 'hidden',
    paddingBlockStart: '0.1em',
  },
]);

/** 44×44 hit area in the top-right corner; the visible disc (::before) is 32px. */
export const heart = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textOnCard,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: '6px',
      borderRadius: vars.radius.pill,
      background: vars.color.bgCard,
      transition: `transform ${vars.motion.fast}`,
    },
    '&:hover::before': { transform: 'scale(1.08)' },
    '&[aria-pressed="true"]': { color: vars.color.textOnBtn },
    '&[aria-pressed="true"]::before': { background: vars.color.bgBtn },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&::before': { transition: 'none' } } } },
});

/** The heart icon sits above the disc. */
export const heartIcon = style({ position: 'relative' });
