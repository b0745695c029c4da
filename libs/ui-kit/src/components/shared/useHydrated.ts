import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Set by a site that hydrates prerendered HTML: false while it hydrates, true once it says so (in a transition). On
 * its own, the store's server/browser snapshots flip the value right after hydration, but as a synchronous re-render
 * of every component that asks, one long task on a phone (issue 14: TBT); the site's flip renders in slices.
 */
const HydratedContext = createContext<boolean | null>(null);
export const HydratedProvider = HydratedContext.Provider;

/**
 * False while a page renders at build time (the prerendered HTML) and while the browser hydrates that HTML; true
 * from the first render after, and at once in a page rendered only in the browser (Storybook, tests, createRoot).
 * What depends on the browser, or on the page's script being there, renders its neutral form until then, so the
 * hydrating render matches the served HTML.
 */
export function useHydrated(): boolean {
  const site = useContext(HydratedContext);
  return useSyncExternalStore(
    subscribe,
    () => site ?? true,
    () => site ?? false,
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
