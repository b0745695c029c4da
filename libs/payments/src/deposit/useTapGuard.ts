import { useMemo, useRef } from 'react';

/** Spec §5, §9: the double-click guard, 2 s. */
export const DOUBLE_CLICK_MS = 2000;

/**
 * A button that starts a request does nothing while that request runs, nor for `ms` after the tap or after the
 * request ended (spec §5: "a double-click guard blocks a second QR request for 2 s"). Refs, not state: a second tap
 * in the same frame, before React has re-rendered the busy button, is blocked too.
 */
export function useTapGuard(ms = DOUBLE_CLICK_MS) {
  const busy = useRef(false);
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useMemo(
    () => ({
      /** Whether a tap now would be ignored (to skip a form's checks too, so a double tap shows nothing). */
      holds: () => busy.current || Date.now() - last.current < ms,
      /** Runs `work` unless the guard holds; undefined when the tap was ignored. */
      async run<T>(work: () => Promise<T>): Promise<T | undefined> {
        if (busy.current || Date.now() - last.current < ms) return undefined;
        busy.current = true;
        last.current = Date.now();
        try {
          return await work();
        } finally {
          busy.current = false;
          last.current = Date.now();
        }
      },
    }),
    [ms],
  );
}
