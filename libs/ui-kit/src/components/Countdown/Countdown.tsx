import type { HTMLAttributes } from 'react';
import { cx } from '../shared/cx';
import * as s from './Countdown.css';
import { useCountdown, type CountdownTarget } from './useCountdown';

export interface CountdownProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A Date deadline, or seconds from mount. */
  target: CountdownTarget;
  /** Called once when it reaches 00:00. */
  onDone?: () => void;
}

/** mm:ss that ticks each second. role=timer is not announced on every tick, which is what we want. */
export function Countdown({ target, onDone, className, ...rest }: CountdownProps) {
  const { text } = useCountdown(target, onDone);
  return (
    <span role="timer" className={cx(s.countdown, className)} {...rest}>
      {text}
    </span>
  );
}
