import { useContext, useState, type RefObject } from 'react';
import { LayerContext, type Layer } from './layerStack';
import { useModalLayer } from './useModalLayer';

/**
 * Modal behaviour for a panel that is always in the page but sometimes acts as a modal (the sidebar as a phone
 * drawer): mount the component that calls this only while it acts as one. Focus moves in and is trapped, Esc
 * calls `onEscape`, the page behind stops scrolling, and focus returns to the opener when it unmounts.
 */
export function useModalPanel(panelRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  const parent = useContext(LayerContext);
  const [layer] = useState<Layer>(() => ({ parent, panel: null, opener: null }));
  useModalLayer({ layer, panelRef, onEscape });
}
