import { typedBeforeHydration } from '@lobby/ui-kit';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

/**
 * A submit that runs once at a time: a second click (or Enter) while the call is in flight does nothing,
 * even before React has re-rendered the button as disabled.
 */
export function useSingleFlight(): <T>(work: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T>(work: () => Promise<T>) => {
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

/** What wires a text input to one form value: spread into TextField or PasswordField. */
export interface TextBinding {
  ref: (element: HTMLElement | null) => void;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** `{ adult: false }` holds any boolean, `{ phone: '' }` any string. */
type Widened<V> = { [K in keyof V]: V[K] extends string ? string : boolean };

/**
 * Form values with their field errors. `set` clears a field's error as its value changes; `bind` gives a
 * text input its ref, value, error and onChange (`clean` rewrites what was typed, e.g. digits only).
 */
export function useForm<V extends Record<string, string | boolean>>(initial: V) {
  const fields = useFieldErrors<keyof V & string>();
  const [values, setValues] = useState(initial as Widened<V>);
  const { clear } = fields;
  const set = useCallback(
    <K extends keyof V & string>(name: K, value: Widened<V>[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
    [clear],
  );
  const bind = (name: TextKeys<V>, clean: (typed: string) => string = (typed) => typed): TextBinding => ({
    ref: (element) => {
      fields.ref(name)(element);
      // Typed (or autofilled) into the prerendered page before its script took over: the form keeps it, so a quick
      // player on a slow phone does not submit empty fields that look filled.
      const typed = typedBeforeHydration(element, values[name] as string);
      if (typed !== null) set(name, clean(typed) as Widened<V>[typeof name]);
    },
    value: values[name] as string,
    error: fields.errors[name],
    onChange: (event) => set(name, clean(event.target.value) as Widened<V>[typeof name]),
  });
  return { fields, values, setValues, set, bind };
}

/**
 * For multi-step forms: `focusAfter(name)` focuses that field once the next step has rendered (a field
 * of the step being left is not in the DOM yet when the step changes). With `firstFieldOf`, a step reached
 * without it (the browser's Back or Forward) focuses its first field; the first step shown focuses nothing.
 */
export function useFocusAfterStep<F, S = unknown>(step: S, focus: (name: F) => void, firstFieldOf?: (step: S) => F) {
  const pending = useRef<F | null>(null);
  const shown = useRef(step);
  const firstOf = useRef(firstFieldOf);
  useEffect(() => {
    firstOf.current = firstFieldOf;
  });
  useEffect(() => {
    const moved = shown.current !== step;
    shown.current = step;
    const target = pending.current ?? (moved && firstOf.current ? firstOf.current(step) : null);
    pending.current = null;
    if (target) focus(target);
  }, [step, focus]);
  return useCallback((name: F) => {
    pending.current = name;
  }, []);
}

/** For inputs whose text is taken as typed (usernames, LINE IDs): no capitals, corrections or spell marks. */
export const verbatim = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;
