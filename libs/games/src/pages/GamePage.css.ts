import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../components/shared/text.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
});

export const title = style([
  thaiText,
  {
    flex: '1 1 10rem',
    margin: 0,
    minWidth: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: 600,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
]);

/** Desktop: the game fills the content width at 16:9, never taller than the window below the header. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: `calc(100dvh - ${vars.layout.headerHeight} - 7rem)`,
  minHeight: '20rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: '#000',
});

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0, background: '#000' });

/** Phone: the game takes the whole viewport above everything, with a back button in the safe area. */
export const fullscreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dialog,
  display: 'flex',
  flexDirection: 'column',
  width: '100vw',
  height: '100dvh',
  background: '#000',
});

export const fullscreenBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingBlockStart: 'env(safe-area-inset-top)',
  paddingInline: `max(${vars.space.xs}, env(safe-area-inset-left))`,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
});

export const backLink = style([
  thaiText,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: 'inherit',
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const fullscreenTitle = style([
  thaiText,
  {
    flex: 1,
    minWidth: 0,
    margin: 0,
    fontSize: vars.fontSize.sm,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
]);

export const fullscreenFrame = style({ flex: 1, display: 'block', width: '100%', border: 0, background: '#000' });

export const status = style([
  thaiText,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    minHeight: '50vh',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
    textAlign: 'center',
    '@media': { [media.phone]: { minHeight: '60vh' } },
  },
]);

export const statusText = style([thaiText, { margin: 0, fontSize: vars.fontSize.md }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
