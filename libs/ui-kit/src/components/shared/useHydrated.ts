import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page renders at build time (the prerendered HTML) and while the browser hydrates that HTML; true
 * from the first render after, and at once in a page rendered only in the browser (Storybook, tests, createRoot).
 * What depends on the browser, or on the page's script being there, renders its neutral form until then, so the
 * hydrating render matches the served HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * What the player typed (or the browser autofilled) into a prerendered input before hydration, when the component's
 * state does not hold it yet; null when they agree. A controlled input's DOM value equals its state after every
 * commit, so only text from before the script differs.
 */
export function typedBeforeHydration(element: Element | null, value: string): string | null {
  return element instanceof HTMLInputElement && element.value !== value ? element.value : null;
}
