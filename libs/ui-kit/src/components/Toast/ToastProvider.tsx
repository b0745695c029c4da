import { useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as s from './Toast.css';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toastContext';
import { ToastItem } from './ToastItem';

const noSubscription = () => () => undefined;

/** The region lives in document.body: not in HTML rendered at build time, added once the page has hydrated. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface ToastEntry {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of each toast's ✕ button, e.g. "ปิด". */
  closeLabel: string;
  /** Names the live region landmark, e.g. "การแจ้งเตือน". */
  regionLabel: string;
  /** Most toasts on screen; the oldest leaves when one more arrives. */
  max?: number;
  defaultDuration?: number;
}

/**
 * Owns the one toast stack of the app. The polite live region is always in the DOM so screen readers
 * announce toasts added to it. A provider nested inside another defers to the outer one (one stack per page).
 */
export function ToastProvider({
  children,
  closeLabel,
  regionLabel,
  max = 3,
  defaultDuration = 5000,
}: ToastProviderProps) {
  const outer = useContext(ToastContext);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (message: ReactNode, { tone = 'info', duration = defaultDuration }: ToastOptions = {}) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => [...list, { id, message, tone, duration }].slice(-max));
      return id;
    },
    [defaultDuration, max],
  );
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);
  const inBrowser = useInBrowser();

  if (outer) return <>{children}</>;
  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser &&
        createPortal(
          <section aria-label={regionLabel} aria-live="polite" aria-relevant="additions text">
            <ol className={s.region}>
              {toasts.map((t) => (
                <ToastItem key={t.id} {...t} closeLabel={closeLabel} onDismiss={dismiss} />
              ))}
            </ol>
          </section>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
