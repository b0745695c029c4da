import { useEffect, useRef, type RefObject } from 'react';
import { tabbableIn } from './focusable';
import { pushLayer, removeLayer, topLayer, type Layer } from './layerStack';
import { lockScroll } from './scrollLock';

export interface ModalLayerOptions {
  layer: Layer;
  panelRef: RefObject<HTMLElement | null>;
  /** Called on Esc; leave undefined for a layer that cannot be dismissed. */
  onEscape?: () => void;
  /** Receives focus on open; defaults to the first tabbable element, then the panel itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

function focusFirst(panel: HTMLElement, preferred?: HTMLElement | null) {
  (preferred ?? tabbableIn(panel)[0] ?? panel).focus();
}

/** Wraps Tab and Shift+Tab around the panel's ends. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const items = tabbableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Modal behaviour shared by Dialog, Drawer and BottomSheet: focus moves in on mount and is trapped,
 * Esc dismisses, the page behind stops scrolling, and focus returns to the opener on unmount.
 * The host mounts the layer only while it is open.
 */
export function useModalLayer({ layer, panelRef, onEscape, initialFocusRef }: ModalLayerOptions) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    layer.panel = panel;
    layer.opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    if (pushLayer(layer)) focusFirst(panel, initialFocusRef?.current);

    const isTop = () => topLayer() === layer;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    // Focus that escapes (a click on the page behind, a programmatic focus) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !panel.contains(event.target)) focusFirst(panel);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      const { wasTop, top } = removeLayer(layer);
      if (!wasTop) return;
      const opener = layer.opener;
      // Back to the opener if it is still there and reachable, else into the layer now on top.
      if (opener?.isConnected && (!top?.panel || top.panel.contains(opener))) opener.focus();
      else if (top?.panel) focusFirst(top.panel);
    };
    // Runs once per mount on purpose: the layer lives exactly as long as it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
