import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { focusRing } from '../panel/panel.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const method = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '72px',
  padding: vars.space.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.accent }, '&:focus-visible': focusRing },
});

export const art = style({ flexShrink: 0, borderRadius: vars.radius.sm });
export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.md, lineHeight: 1.5 });
export const limits = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const bonus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.accent,
  lineHeight: 1.5,
});

/** The corner ribbon of a method whose bonus is shown on top (spec §3 `topshow`). */
export const ribbon = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  padding: `2px ${vars.space.sm}`,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.5,
});
