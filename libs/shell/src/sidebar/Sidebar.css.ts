import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

export const RAIL_WIDTH = '4.5rem';
const desktopHeader = '64px';

export const sidebar = style({
  position: 'fixed',
  zIndex: vars.z.sidebar,
  top: 0,
  bottom: 0,
  left: 0,
  width: vars.layout.sidebarWidth,
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  // A closed drawer's menu is neither laid out nor painted (issue 14: a phone's start-up laid out and painted it).
  contentVisibility: 'hidden',
  // Hidden only once it has slid out; visible at once when it opens, so focus can move into it straight away.
  transition: [
    `transform ${vars.motion.normal}`,
    `visibility 0s linear ${vars.motion.normal}`,
    `content-visibility 0s linear ${vars.motion.normal} allow-discrete`,
    `width ${vars.motion.normal}`,
  ].join(', '),
  selectors: {
    '&[data-open="true"]': {
      transform: 'none',
      visibility: 'visible',
      contentVisibility: 'visible',
      transition: [
        `transform ${vars.motion.normal}`,
        'visibility 0s',
        'content-visibility 0s allow-discrete',
        `width ${vars.motion.normal}`,
      ].join(', '),
    },
  },
  '@media': {
    [media.desktop]: {
      top: desktopHeader,
      transform: 'none',
      visibility: 'visible',
      contentVisibility: 'visible',
      zIndex: vars.z.header,
      width: RAIL_WIDTH,
      // `auto`: the prerendered page, before the visitor's own choice is known (docked open on a desktop).
      selectors: { '&[data-open="true"], &[data-open="auto"]': { width: vars.layout.sidebarWidth } },
    },
  },
});

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.sidebar,
  background: vars.color.overlay,
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${vars.motion.normal}`,
  selectors: { '&[data-open="true"]': { opacity: 1, pointerEvents: 'auto' } },
  '@media': { [media.desktop]: { display: 'none' } },
});

const railHidden = {
  '@media': {
    [media.desktop]: {
      selectors: { [`${sidebar}:not([data-open="true"]):not([data-open="auto"]) &`]: { display: 'none' } },
    },
  },
};

export const guest = style({
  margin: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(160deg, ${vars.color.bgSubBtnAndGbIcon}, ${vars.color.bgCard})`,
  ...railHidden,
});
export const guestTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
});
export const guestBody = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textOnMenu,
  opacity: 0.8,
});
export const guestActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const nav = style({ flex: 1, padding: `${vars.space.sm} 0` });
export const group = style({ padding: `${vars.space.xs} ${vars.space.sm}` });
export const groupTitle = style({
  margin: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  opacity: 0.65,
  ...railHidden,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.textOnMenu,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.border },
    '&[aria-current="page"]': { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn },
  },
});
export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.bgBtn,
  flexShrink: 0,
});
export const itemLabel = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...railHidden });

export const bottom = style({
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.md,
});
export const languages = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const languageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textOnMenu,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.bgBtn, color: vars.color.textOnBtn, borderColor: 'transparent' },
  },
  ...railHidden,
});
export const support = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  textDecoration: 'none',
  ...railHidden,
});
globalStyle(`${support} strong, ${support} small`, { display: 'block' });
globalStyle(`${support} small`, { opacity: 0.75, fontSize: vars.fontSize.xs });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
export const count = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
});
globalStyle(`${count} strong`, { fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, color: vars.color.bgBtn });
export const smallLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  color: vars.color.textOnMenu,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});
