import { startTransition, useEffect, useState, type ComponentType } from 'react';

let interactive = false;

/**
 * True once the page is interactive (loaded, then the first idle moment): widgets that are not the page itself
 * (notices, live chat, the offline banner) load then, never with the first paint. Stays true for the visit.
 */
export function useAfterInteractive(): boolean {
  const [ready, setReady] = useState(interactive);
  useEffect(() => {
    if (ready) return;
    let idle: number | undefined;
    const whenIdle = () => {
      const done = () => {
        interactive = true;
        startTransition(() => setReady(true));
      };
      idle = window.requestIdleCallback ? window.requestIdleCallback(done, { timeout: 2000 }) : window.setTimeout(done);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [ready]);
  return ready;
}

/**
 * Runs `load` in a task of its own (each timer is one task, in the order they were set): the widgets become wanted in
 * one commit, and each `import()`'s chunk hints start their fetches on the main thread (all at once was one long task
 * on a phone, issue 14: TBT).
 */
export function loadInTurn<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve)).then(load);
}

/**
 * A feature's widget, loaded after the page is interactive (its chunk once per visit; a later mount finds it in the
 * module cache at once). A chunk that cannot load (the network dropped) leaves nothing on screen and is tried again
 * when the browser is back online; it never takes the page down.
 */
export function useLazyWidget<P>(load: () => Promise<ComponentType<P>>, wanted = true): ComponentType<P> | null {
  const interactive = useAfterInteractive();
  const [widget, setWidget] = useState<ComponentType<P>>();
  useEffect(() => {
    if (!wanted || !interactive || widget) return;
    let alive = true;
    const attempt = () =>
      void loadInTurn(load).then(
        (component) => {
          // A widget's first render in slices: an update from a promise is rendered in one piece (issue 14: TBT).
          if (alive) startTransition(() => setWidget(() => component));
        },
        () => window.addEventListener('online', attempt, { once: true }),
      );
    attempt();
    return () => {
      alive = false;
      window.removeEventListener('online', attempt);
    };
  }, [wanted, interactive, widget, load]);
  return wanted ? (widget ?? null) : null;
}
