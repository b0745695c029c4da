import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

/**
 * Below the first screen on every page: the browser lays it out and paints it only when it comes near the viewport
 * (issue 14: most of a phone's paint and a third of its layout at start-up were the footer). Its size until then is
 * about its real one; nothing follows it in the flow, so the estimate moves nothing.
 */
export const footer = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 520px',
  marginTop: vars.space.xxl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  borderTop: `1px solid ${vars.color.border}`,
});
export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const section = style({ minWidth: 0 });
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: 0,
  minHeight: '44px',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
globalStyle(`details[open] > ${summary} svg`, { transform: 'rotate(180deg)' });
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${links} a`, {
  display: 'inline-flex',
  minHeight: '32px',
  alignItems: 'center',
  color: vars.color.textOnMenu,
  opacity: 0.8,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${links} a:hover`, { opacity: 1, textDecoration: 'underline' });
export const contacts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
});
export const trust = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.contentMax,
  margin: `${vars.space.xl} auto 0`,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.danger}`,
  fontFamily: vars.font.heading,
  fontWeight: 700,
});
export const trustText = style({ margin: 0, fontSize: vars.fontSize.sm, opacity: 0.8 });
export const rights = style({
  maxWidth: vars.layout.contentMax,
  margin: `${vars.space.md} auto 0`,
  fontSize: vars.fontSize.xs,
  opacity: 0.6,
});
