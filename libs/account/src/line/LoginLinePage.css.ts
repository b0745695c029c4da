import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const screen = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: vars.space.xl });

export const logoLink = style({ display: 'inline-flex', minHeight: '44px', alignItems: 'center' });

export const logo = style({ height: '40px', width: 'auto' });

export const result = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });

export const resultIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.accent}`,
  color: vars.color.accent,
});

export const resultTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, lineHeight: 1.5 });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
