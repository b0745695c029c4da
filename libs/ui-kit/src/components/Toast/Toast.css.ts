import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/** Bottom centre, above the phone tab bar and the home indicator. */
export const region = style({
  position: 'fixed',
  left: '50%',
  transform: 'translateX(-50%)',
  bottom: `calc(${vars.layout.tabBarHeight} + env(safe-area-inset-bottom) + ${vars.space.md})`,
  zIndex: vars.z.toast,
  width: `min(28rem, calc(100% - 2 * ${vars.space.lg}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': { [media.desktop]: { bottom: vars.space.xl } },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
  animation: `${rise} ${vars.motion.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const tone = styleVariants({
  info: { borderLeftColor: vars.color.accent },
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
});

export const toneIcon = styleVariants({
  info: { color: vars.color.accent },
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
});

export const icon = style({ flexShrink: 0, marginTop: '10px' });

export const message = style({ flex: 1, minWidth: 0, paddingBlock: '10px', lineHeight: 1.5 });
