import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../shared/text.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
});

export const title = style([
  thaiText,
  { margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: 600, lineHeight: 1.5 },
]);

export const body = style([
  thaiText,
  { margin: 0, maxWidth: '32rem', color: vars.color.textMuted, fontSize: vars.fontSize.md, lineHeight: 1.6 },
]);

export const action = style({ marginBlockStart: vars.space.sm });
