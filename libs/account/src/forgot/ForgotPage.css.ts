import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';
import { noticeIcon } from '../components/page.css';

export const successIcon = style([
  noticeIcon,
  { border: `2px solid ${vars.color.success}`, color: vars.color.success },
]);

export const lockedIcon = style([noticeIcon, { border: `2px solid ${vars.color.danger}`, color: vars.color.danger }]);
