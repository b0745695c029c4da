import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const member = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const username = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  opacity: 0.85,
  '@media': { [media.desktop]: { display: 'inline-flex' } },
});
export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});
export const amount = style({
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const round = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  border: 0,
  cursor: 'pointer',
  position: 'relative',
  // 44px hit area around a 32px circle.
  selectors: { '&::after': { content: '', position: 'absolute', inset: '-6px' } },
});
export const refresh = style([round, { background: 'transparent', color: 'inherit' }]);
globalStyle(`${refresh}[data-busy="true"] svg`, { animation: `${spin} 0.8s linear infinite` });
export const plus = style([round, { background: vars.color.bgBtn, color: vars.color.textOnBtn }]);
