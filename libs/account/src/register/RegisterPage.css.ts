import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { noticeIcon } from '../components/page.css';

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
  opacity: 0.7,
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      height: '4px',
      borderRadius: vars.radius.pill,
      background: vars.color.border,
    },
    '&[data-state="done"]::before, &[aria-current="step"]::before': { background: vars.color.accent },
    '&[aria-current="step"]': { opacity: 1, fontWeight: 600 },
  },
});

export const stepStatus = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5, opacity: 0.85 });

export const actions = style({ display: 'flex', gap: vars.space.sm });
globalStyle(`${actions} > *`, { flex: 1 });

export const partnerIcon = style([
  noticeIcon,
  { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn },
]);

export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.danger}`,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
