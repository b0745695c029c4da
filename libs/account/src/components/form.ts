import { useCallback, useRef, useState } from 'react';

/**
 * A submit that runs once at a time: a second click (or Enter) while the call is in flight does nothing,
 * even before React has re-rendered the button as disabled.
 */
export function useSingleFlight(): <T>(work: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T,>(work: () => Promise<T>) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await work();
    } finally {
      busy.current = false;
    }
  }, []);
}

/**
 * Field errors (already localized) and refs to the inputs, so a submit can mark every invalid field and
 * move focus to the first one.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const ref = useCallback(
    (name: F) => (element: HTMLElement | null) => {
      elements.current[name] = element;
    },
    [],
  );

  const focus = useCallback((name: F) => {
    elements.current[name]?.focus();
  }, []);

  /** Replaces every error; focuses the first of `order` that has one. */
  const show = useCallback(
    (next: Partial<Record<F, string>>, order: readonly F[]) => {
      setErrors(next);
      const first = order.find((name) => next[name]);
      if (first) focus(first);
      return first === undefined;
    },
    [focus],
  );

  const clear = useCallback((name: F) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  return { errors, ref, focus, show, clear, setErrors };
}

/** Keeps digits only (phone, OTP, account number inputs), cut to `max` characters. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);
