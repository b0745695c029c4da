import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../shared/text.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const title = style([
  thaiText,
  {
    margin: 0,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: 600,
    lineHeight: 1.5,
    overflowWrap: 'anywhere',
  },
]);

export const types = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
});

export const type = style([
  thaiText,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.bgSubBtnAndGbIcon,
    color: vars.color.textOnSubBtn,
    fontSize: vars.fontSize.sm,
  },
]);

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' });
