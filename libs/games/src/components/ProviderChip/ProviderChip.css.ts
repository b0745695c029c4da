import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../shared/text.css';

const chipBase = style([
  thaiText,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    minWidth: '44px',
    margin: 0,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
    font: 'inherit',
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.bgBtn },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      // Selected reads by weight and the check mark as well as by colour.
      '&[aria-current="page"], &[aria-pressed="true"]': {
        background: vars.color.bgBtn,
        borderColor: vars.color.bgBtn,
        color: vars.color.textOnBtn,
        fontWeight: 600,
      },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

export const chip = styleVariants({
  /** Rail: a pill with a small logo and the name. */
  chip: [
    chipBase,
    { paddingInline: vars.space.md, paddingBlock: vars.space.xs, borderRadius: vars.radius.pill, whiteSpace: 'nowrap' },
  ],
  /** Grid: a logo card, name under the logo. */
  card: [
    chipBase,
    {
      flexDirection: 'column',
      justifyContent: 'center',
      width: '100%',
      minHeight: '5.5rem',
      padding: vars.space.sm,
      borderRadius: vars.radius.md,
      textAlign: 'center',
    },
  ],
});

export const logo = styleVariants({
  chip: { width: '28px', height: '28px', flexShrink: 0, objectFit: 'contain', borderRadius: vars.radius.sm },
  card: { width: '100%', maxWidth: '96px', height: '40px', objectFit: 'contain' },
});

const monogramBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  fontFamily: vars.font.heading,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const mark = styleVariants({
  chip: [monogramBase, { width: '28px', height: '28px', fontSize: vars.fontSize.xs }],
  card: [monogramBase, { width: '40px', height: '40px', fontSize: vars.fontSize.sm }],
});

export const name = style([thaiText, { overflowWrap: 'anywhere' }]);

export const status = style([
  thaiText,
  {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: 400,
    color: 'inherit',
    opacity: 0.85,
  },
]);

export const check = style({ flexShrink: 0 });

export const rail = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const railList = style({
  display: 'flex',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.xs} 2px`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const railItem = style({ flexShrink: 0, scrollSnapAlign: 'start' });

/** Scroll buttons for mouse users on desktop; touch screens swipe. */
export const railButton = style({
  display: 'none',
  '@media': { [media.desktopPointer]: { display: 'inline-flex' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.largePhone]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
  },
});

export const gridItem = style({ display: 'flex', minWidth: 0 });
