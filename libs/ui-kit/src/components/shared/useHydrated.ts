import { startTransition, useEffect, useState } from 'react';

/** True while React renders what the served HTML must match: at build time (no document) and while hydrating. */
let hydrating = typeof document === 'undefined';

/** The site marks the hydration of its prerendered page (before it starts, and once it has committed). */
export function markHydrating(active: boolean): void {
  hydrating = active;
}

/**
 * False while a page renders at build time (the prerendered HTML) and while the browser hydrates that HTML; true
 * soon after, and at once in a page rendered only in the browser (Storybook, tests, createRoot). What depends on the
 * browser, or on the page's script being there, renders its neutral form until then, so the hydrating render matches
 * the served HTML. The flip is a transition a phone renders in slices, not a synchronous re-render in the same task
 * as hydration's effects (issue 14: TBT).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * What the player typed (or the browser autofilled) into a prerendered input before hydration, when the component's
 * state does not hold it yet; null when they agree. A controlled input's DOM value equals its state after every
 * commit, so only text from before the script differs.
 */
export function typedBeforeHydration(element: Element | null, value: string): string | null {
  return element instanceof HTMLInputElement && element.value !== value ? element.value : null;
}
