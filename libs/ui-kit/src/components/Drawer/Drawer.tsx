import { useId, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ModalLayer } from '../overlay/ModalLayer';
import * as o from '../overlay/overlay.css';
import { vars } from '../../theme/contract.css';
import * as s from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  /** Called on Esc, backdrop click and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the ✕ button, e.g. "ปิด" / "Close". */
  closeLabel: string;
  children?: ReactNode;
  /** Sticky area under the scrolling body, e.g. the submit button. */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Right-hand side panel (spec: 440px), full width on phones. */
export function Drawer({ open, onClose, title, closeLabel, children, footer, initialFocusRef }: DrawerProps) {
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
      <div className={o.header}>
        <h2 id={titleId} className={o.title}>
          {title}
        </h2>
        <IconButton label={closeLabel} icon="close" onClick={onClose} />
      </div>
      <div className={o.body}>{children}</div>
      {footer && <div className={s.footer}>{footer}</div>}
    </ModalLayer>
  );
}
