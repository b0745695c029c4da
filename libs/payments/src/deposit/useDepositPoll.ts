import type { QueryError } from '@lobby/api-client';
import { isOnline } from '@lobby/util';
import { useEffect, useRef, useState } from 'react';
import { useDepositStatusMutation, type DepositQr } from '../paymentsApi';

/** Spec §4, §9: ask every 2 s whether the deposit arrived. */
export const POLL_MS = 2000;

/**
 * Why the last check did not say: `offline` — no network or the server out of reach; `unreadable` — the server
 * answered, but with something that is not a poll answer (garbage, an HTTP error, a code the poll does not know).
 */
export type PollTrouble = 'offline' | 'unreadable';

export type DepositOutcome =
  { kind: 'paid'; amount: number } | { kind: 'failed'; message: string } | { kind: 'expired' };

/**
 * Polls a shown QR until one of spec §4's outcomes: paid (success), a result with the alert flag (failure with the
 * server's message), code 98 (expired), or the QR's own expiry time passing. A network failure or a garbage answer
 * is not an outcome: the QR stays, `trouble` says which it was, and the poll goes on until the server answers again.
 * While the browser has no network it does not ask at all and asks again the moment it is back. One request at a
 * time; it stops when the step goes away, and a QR that had its outcome is never reported again.
 */
export function useDepositPoll(qr: DepositQr | undefined, onOutcome: (outcome: DepositOutcome) => void) {
  const [poll] = useDepositStatusMutation();
  const [trouble, setTrouble] = useState<PollTrouble | undefined>();
  // QRs that already had their outcome: never asked about again, never reported twice (a paid QR credits once).
  const settled = useRef(new Set<number>());
  const latest = useRef(onOutcome);
  useEffect(() => {
    latest.current = onOutcome;
  });

  useEffect(() => {
    if (!qr) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expiry = new Date(qr.result.expiredDate).getTime();
    const finish = (outcome: DepositOutcome) => {
      if (stopped || settled.current.has(qr.result.id)) return;
      stopped = true;
      settled.current.add(qr.result.id);
      latest.current(outcome);
    };
    const resume = () => void tick();
    const tick = async () => {
      if (stopped || settled.current.has(qr.result.id)) return;
      if (Date.now() >= expiry) return finish({ kind: 'expired' });
      if (!isOnline()) {
        setTrouble('offline');
        window.addEventListener('online', resume, { once: true });
        return;
      }
      const answer = await poll({ id: qr.result.id, token: qr.token, x_debug_key: qr.x_debug_key });
      if (stopped) return;
      if (answer.data) {
        setTrouble(undefined);
        const { status, alert, amount, message } = answer.data;
        if (status === 'paid') return finish({ kind: 'paid', amount: amount ?? qr.result.payAmount });
        if (alert || status === 'failed') return finish({ kind: 'failed', message });
        if (status === 'expired') return finish({ kind: 'expired' });
      } else {
        const error = answer.error as QueryError;
        if (error.kind === 'code' && error.code === 98) return finish({ kind: 'expired' });
        // The session ended: the site is on its way to login; asking again would only fail again.
        if (error.kind === 'session') return void (stopped = true);
        setTrouble(error.kind === 'network' ? 'offline' : 'unreadable');
      }
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', resume);
    };
  }, [qr, poll]);

  // A new QR starts with a clean status.
  const [shownFor, setShownFor] = useState(qr);
  if (shownFor !== qr) {
    setShownFor(qr);
    setTrouble(undefined);
  }

  return { trouble };
}
