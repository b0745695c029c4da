import { useContext, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../shared/cx';
import { LayerContext, type Layer } from './layerStack';
import type { OverlayContentProps } from './overlayProps';
import * as s from './overlay.css';
import { useModalLayer } from './useModalLayer';

export type ModalLayerProps = OverlayContentProps & {
  zIndex: string;
  layerClassName?: string;
  panelClassName?: string;
  /** Replaces the bordered footer bar, e.g. the dialog's row of buttons. */
  footerClassName?: string;
  /** Above the header: the dialog's image, the sheet's grab handle. */
  top?: ReactNode;
};

/**
 * Portal + backdrop + role=dialog panel with the modal behaviour and the chrome Dialog, Drawer and BottomSheet
 * share: the title, the ✕, the scrolling body and the footer. The dismiss rules live here only. Mount only while open.
 */
export function ModalLayer(props: ModalLayerProps) {
  const { title, children, footer, initialFocusRef, zIndex, layerClassName, panelClassName, footerClassName, top } =
    props;
  const onDismiss = props.onClose;
  const titleId = useId();
  const parent = useContext(LayerContext);
  const [layer] = useState<Layer>(() => ({ parent, panel: null, opener: null }));
  const panelRef = useRef<HTMLDivElement>(null);
  useModalLayer({ layer, panelRef, onEscape: onDismiss, initialFocusRef });

  return createPortal(
    <div className={cx(s.layer, layerClassName)} style={{ zIndex }}>
      {/* Pointer convenience only; keyboard users have Esc and the close button. */}
      <div className={s.backdrop} aria-hidden="true" onClick={onDismiss} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(s.panel, panelClassName)}
      >
        <LayerContext.Provider value={layer}>
          {top}
          <div className={s.header}>
            <h2 id={titleId} className={s.title}>
              {title}
            </h2>
            {props.onClose && <IconButton label={props.closeLabel} icon="close" onClick={props.onClose} />}
          </div>
          {children ? <div className={s.body}>{children}</div> : null}
          {footer ? <div className={footerClassName ?? s.footer}>{footer}</div> : null}
        </LayerContext.Provider>
      </div>
    </div>,
    document.body,
  );
}
