import type { ReactNode, RefObject } from 'react';

/** Whether the user may close the overlay: with onClose and its ✕ label, or neither. */
export type OverlayDismissal =
  | {
      /** Called on Esc, a backdrop click and the ✕ button. */
      onClose: () => void;
      /** Accessible name of the ✕ button, e.g. "ปิด" / "Close". */
      closeLabel: string;
    }
  | {
      /** Left out, the overlay cannot be dismissed: no ✕, and Esc and the backdrop do nothing (spec §4 closed site). */
      onClose?: undefined;
      closeLabel?: undefined;
    };

/** What Dialog, Drawer and BottomSheet show, with the same names and meanings in each. */
export type OverlayContentProps = OverlayDismissal & {
  /** Names the overlay (aria-labelledby). */
  title: ReactNode;
  /** The scrolling body. */
  children?: ReactNode;
  /** Always visible under the body, e.g. the submit button; a button that closes must call onClose itself. */
  footer?: ReactNode;
  /** Receives focus on open; by default the first tabbable element (the ✕ when there is one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

/** Mounted only while open. */
export type OverlayProps = OverlayContentProps & { open: boolean };
