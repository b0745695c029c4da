import { createContext } from 'react';

/** One open modal layer. `parent` is the layer it is rendered inside (React tree), if any. */
export interface Layer {
  parent: Layer | null;
  panel: HTMLElement | null;
  /** Where focus goes back to when this layer closes. */
  opener: HTMLElement | null;
}

export const LayerContext = createContext<Layer | null>(null);

// Open layers, topmost last: only the top one reacts to Esc and keeps focus.
const stack: Layer[] = [];

function isAncestor(ancestor: Layer, layer: Layer): boolean {
  for (let p = layer.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}

/**
 * Adds a layer on top, except below its own descendants: React runs a child's effects before its
 * parent's, so a dialog opened together with the drawer it lives in registers first and must stay on top.
 * Returns whether the new layer is the top one.
 */
export function pushLayer(layer: Layer): boolean {
  const descendant = stack.findIndex((other) => isAncestor(layer, other));
  if (descendant === -1) {
    stack.push(layer);
    return true;
  }
  // The descendant grabbed focus first; its opener is really this layer's.
  const child = stack[descendant] as Layer;
  layer.opener = child.opener;
  child.opener = null;
  stack.splice(descendant, 0, layer);
  return false;
}

export function removeLayer(layer: Layer): { wasTop: boolean; top: Layer | undefined } {
  const wasTop = topLayer() === layer;
  const index = stack.indexOf(layer);
  if (index >= 0) stack.splice(index, 1);
  return { wasTop, top: topLayer() };
}

export function topLayer(): Layer | undefined {
  return stack[stack.length - 1];
}
