import { useEffect, useRef, useState } from 'react';

/** A Date is a deadline; a number is seconds from when the hook first sees it. */
export type CountdownTarget = Date | number;

export interface CountdownState {
  /** Whole seconds left, never below 0. */
  seconds: number;
  done: boolean;
  /** mm:ss, or h:mm:ss from one hour up. */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const mmss = `${pad(minutes)}:${pad(s % 60)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

function targetKey(target: CountdownTarget): string {
  return target instanceof Date ? `at:${target.getTime()}` : `in:${target}`;
}

function toDeadline(target: CountdownTarget): number {
  return target instanceof Date ? target.getTime() : Date.now() + target * 1000;
}

/**
 * Seconds left until the target, updated on each whole second (timed from the deadline, so it does
 * not drift). Calls onDone once when it reaches zero, also when the target is already past.
 * To restart the same number of seconds (e.g. OTP resend), pass a new Date or remount with a key.
 */
export function useCountdown(target: CountdownTarget, onDone?: () => void): CountdownState {
  const key = targetKey(target);
  const [deadline, setDeadline] = useState(() => ({ key, at: toDeadline(target) }));
  if (deadline.key !== key) setDeadline({ key, at: toDeadline(target) });
  const at = deadline.key === key ? deadline.at : toDeadline(target);

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = at - current;
      // Wake exactly when the displayed second changes.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [at]);

  const seconds = Math.max(0, Math.ceil((at - now) / 1000));
  const done = seconds === 0;

  const onDoneRef = useRef(onDone);
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (done && firedFor.current !== at) {
      firedFor.current = at;
      onDoneRef.current?.();
    }
  }, [done, at]);

  return { seconds, done, text: formatCountdown(seconds) };
}
