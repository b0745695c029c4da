import { useId, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ModalLayer } from '../overlay/ModalLayer';
import * as o from '../overlay/overlay.css';
import { vars } from '../../theme/contract.css';
import * as s from './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Esc, backdrop click and the close button; ignored when not dismissible. */
  onClose?: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Shown above the title, e.g. an announcement banner <img> with alt text. */
  image?: ReactNode;
  /** Buttons at the bottom; a button that closes must call onClose itself. */
  actions?: ReactNode;
  /** false: no Esc, no backdrop dismiss, no close button (spec: a closed-site modal cannot be closed). */
  dismissible?: boolean;
  /** Accessible name of the ✕ button; the button is shown only when this is given and the dialog is dismissible. */
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  image,
  actions,
  dismissible = true,
  closeLabel,
  initialFocusRef,
}: DialogProps) {
  const titleId = useId();
  if (!open) return null;
  const dismiss = dismissible ? onClose : undefined;

  return (
    <ModalLayer
      labelledBy={titleId}
      onDismiss={dismiss}
      initialFocusRef={initialFocusRef}
      zIndex={vars.z.dialog}
      layerClassName={s.layer}
      panelClassName={s.panel}
    >
      {image && <div className={s.image}>{image}</div>}
      <div className={o.header}>
        <h2 id={titleId} className={o.title}>
          {title}
        </h2>
        {dismiss && closeLabel && <IconButton label={closeLabel} icon="close" onClick={dismiss} />}
      </div>
      {children && <div className={o.body}>{children}</div>}
      {actions && <div className={s.actions}>{actions}</div>}
    </ModalLayer>
  );
}
