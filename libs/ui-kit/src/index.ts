// Theme
export { vars, sprinkles, media, breakpoints, makeTheme, themeVars } from './theme';
export type { Sprinkles, Theme } from './theme';

// Components
export { Button } from './components/Button/Button';
export type { ButtonProps, ButtonStyleProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { ButtonLink } from './components/Button/ButtonLink';
export type { ButtonLinkProps } from './components/Button/ButtonLink';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps, IconButtonVariant } from './components/IconButton/IconButton';
export { Icon } from './components/Icon/Icon';
export type { IconProps } from './components/Icon/Icon';
export { iconNames } from './components/Icon/icons';
export type { IconName } from './components/Icon/icons';
export type { OverlayProps, OverlayDismissal } from './components/overlay/overlayProps';
export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { Drawer } from './components/Drawer/Drawer';
export type { DrawerProps } from './components/Drawer/Drawer';
export { BottomSheet } from './components/BottomSheet/BottomSheet';
export type { BottomSheetProps } from './components/BottomSheet/BottomSheet';
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { ToastProvider } from './components/Toast/ToastProvider';
export type { ToastProviderProps } from './components/Toast/ToastProvider';
export { useToast } from './components/Toast/toastContext';
export type { ToastApi, ToastOptions, ToastTone } from './components/Toast/toastContext';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { Spinner, SpinnerGlyph } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner/Spinner';
export { Skeleton } from './components/Skeleton/Skeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { Countdown } from './components/Countdown/Countdown';
export type { CountdownProps } from './components/Countdown/Countdown';
export { useCountdown, formatCountdown } from './components/Countdown/useCountdown';
export type { CountdownState, CountdownTarget } from './components/Countdown/useCountdown';
export { visuallyHidden, focusRing } from './components/shared/a11y.css';
