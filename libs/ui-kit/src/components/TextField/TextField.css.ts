import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/a11y.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, lineHeight: 1.5 });

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  selectors: {
    '&:focus-within': { ...focusRing, borderColor: vars.color.focus },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  // 16px keeps iOS from zooming in on focus.
  fontSize: '16px',
  lineHeight: 1.5,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const affix = style({ flexShrink: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.5 });

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  lineHeight: 1.5,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '2px' });
