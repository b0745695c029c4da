import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../shared/text.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const label = style([
  thaiText,
  { color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
]);

export const field = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', minWidth: 0 });

export const select = style([
  thaiText,
  {
    appearance: 'none',
    minHeight: '44px',
    minWidth: '9rem',
    maxWidth: '100%',
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: '2.5rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.bgBtn },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.textOnCard,
});
