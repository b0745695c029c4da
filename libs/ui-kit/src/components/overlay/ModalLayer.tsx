import { useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../shared/cx';
import { LayerContext, type Layer } from './layerStack';
import * as s from './overlay.css';
import { useModalLayer } from './useModalLayer';

export interface ModalLayerProps {
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Esc and backdrop clicks call this; undefined means the layer cannot be dismissed. */
  onDismiss?: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  zIndex: string;
  layerClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/** Portal + backdrop + role=dialog panel with the shared modal behaviour. Mount only while open. */
export function ModalLayer({
  labelledBy,
  describedBy,
  onDismiss,
  initialFocusRef,
  zIndex,
  layerClassName,
  panelClassName,
  children,
}: ModalLayerProps) {
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
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(s.panel, panelClassName)}
      >
        <LayerContext.Provider value={layer}>{children}</LayerContext.Provider>
      </div>
    </div>,
    document.body,
  );
}
