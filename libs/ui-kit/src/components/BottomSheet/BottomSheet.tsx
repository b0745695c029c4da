import { useId, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ModalLayer } from '../overlay/ModalLayer';
import * as o from '../overlay/overlay.css';
import { vars } from '../../theme/contract.css';
import * as s from './BottomSheet.css';

export interface BottomSheetProps {
  open: boolean;
  /** Called on Esc, backdrop tap and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the ✕ button. */
  closeLabel: string;
  children?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A picker or menu sliding up from the bottom edge; the slide is skipped under reduced motion. */
export function BottomSheet({ open, onClose, title, closeLabel, children, initialFocusRef }: BottomSheetProps) {
  const titleId = useId();
  if (!open) return null;

  return (
    <ModalLayer
      labelledBy={titleId}
      onDismiss={onClose}
      initialFocusRef={initialFocusRef}
      zIndex={vars.z.drawer}
      layerClassName={s.layer}
      panelClassName={s.panel}
    >
      <span className={s.handle} aria-hidden="true" />
      <div className={o.header}>
        <h2 id={titleId} className={o.title}>
          {title}
        </h2>
        <IconButton label={closeLabel} icon="close" onClick={onClose} />
      </div>
      <div className={o.body}>{children}</div>
    </ModalLayer>
  );
}
