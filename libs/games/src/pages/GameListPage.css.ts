import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../components/shared/text.css';

/** Game-type filter: pills with a 44px hit area; the selected one reads by weight and a check mark, not colour only. */
export const chips = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const chip = style([
  thaiText,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: '44px',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.bgCard,
    color: vars.color.textOnCard,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { borderColor: vars.color.bgBtn },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-current="page"]': {
        background: vars.color.bgBtn,
        borderColor: vars.color.bgBtn,
        color: vars.color.textOnBtn,
        fontWeight: 600,
      },
    },
  },
]);

export const count = style([thaiText, { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm }]);
