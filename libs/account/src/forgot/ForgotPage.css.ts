import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const sentTo = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});

export const reference = style({ display: 'block', fontWeight: 600 });

export const success = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const successIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.success}`,
  color: vars.color.success,
});

export const successTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: 1.5 });
