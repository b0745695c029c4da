import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../shared/cx';
import * as s from './Toast.css';
import type { ToastTone } from './toastContext';

// The shape tells the tone apart too, so status is never colour alone.
const toneIcons: Record<ToastTone, IconName> = { info: 'info', success: 'check', error: 'warning' };

export interface ToastItemProps {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

/** One toast; its timer pauses while hovered or focused so it can be read and closed. */
export function ToastItem({ id, message, tone, duration, closeLabel, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  return (
    <li
      className={cx(s.toast, s.tone[tone])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={toneIcons[tone]} size={20} className={cx(s.icon, s.toneIcon[tone])} />
      <div className={s.message}>{message}</div>
      <IconButton label={closeLabel} icon="close" iconSize={18} onClick={() => onDismiss(id)} />
    </li>
  );
}
