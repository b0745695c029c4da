import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { notice, noticeIcon } from '../components/page.css';

export const screen = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  paddingTop: vars.space.xl,
});

export const logoLink = style({ display: 'inline-flex', minHeight: '44px', alignItems: 'center' });

export const logo = style({ height: '40px', width: 'auto' });

export const result = style([notice, { gap: vars.space.sm }]);

export const resultIcon = style([noticeIcon, { border: `2px solid ${vars.color.accent}`, color: vars.color.accent }]);

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
