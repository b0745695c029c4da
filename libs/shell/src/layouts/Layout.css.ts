import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { RAIL_WIDTH } from '../sidebar/Sidebar.css';

export const shell = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/** Content shifts by the docked sidebar's width on desktop; phones reserve room for the tab bar. */
export const main = style({
  flex: 1,
  minWidth: 0,
  paddingBottom: `calc(${vars.layout.tabBarHeight} + env(safe-area-inset-bottom))`,
  transition: `margin ${vars.motion.normal}`,
  '@media': {
    [media.desktop]: {
      paddingBottom: 0,
      marginLeft: RAIL_WIDTH,
      selectors: { '[data-sidebar="open"] &': { marginLeft: vars.layout.sidebarWidth } },
    },
  },
});

export const content = style({
  width: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: `${vars.space.xl} ${vars.space.xl}` } },
});

export const bare = style({
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

/** Wraps the page without a box of its own, so the page lays out as if it were the main's child. */
export const pageContent = style({ display: 'contents' });

/** Off screen until it has keyboard focus, then on top of the header. */
export const skipLink = style({
  position: 'absolute',
  zIndex: vars.z.toast,
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The main landmark takes focus from the skip link without a ring of its own. */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
