import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

export const bar = style({
  position: 'fixed',
  zIndex: vars.z.header,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'space-around',
  minHeight: vars.layout.tabBarHeight,
  paddingBottom: 'env(safe-area-inset-bottom)',
  background: vars.color.bgMenu,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { display: 'none' } },
});
export const tab = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minWidth: '44px',
  color: vars.color.textOnMenu,
  textDecoration: 'none',
  opacity: 0.8,
  selectors: { '&[aria-current="page"]': { opacity: 1, color: vars.color.bgBtn } },
});
export const icon = style({ display: 'inline-flex' });
export const raisedIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  marginTop: '-22px',
  borderRadius: vars.radius.pill,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
  boxShadow: vars.shadow.card,
  border: `3px solid ${vars.color.bgMenu}`,
});
export const label = style({ fontSize: vars.fontSize.xs, lineHeight: 1.5, whiteSpace: 'nowrap' });
