import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

/** Set inline from the bank display table (banks.ts) — the one place bank colours live. */
export const bankColour = createVar();
export const bankText = createVar();

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: bankColour,
  color: bankText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.5,
  letterSpacing: 'normal',
  overflow: 'visible',
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

export const small = style({ width: '32px', height: '32px', fontSize: '0.625rem' });

export const unknown = style({ background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn });
