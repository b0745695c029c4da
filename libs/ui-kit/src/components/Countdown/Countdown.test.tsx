import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { formatCountdown } from './useCountdown';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks mm:ss each second and calls onDone exactly once at zero', () => {
    const onDone = vi.fn();
    const { rerender } = render(<Countdown target={3} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(1999));
    expect(timer).toHaveTextContent('00:01');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(timer).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(5000));
    rerender(<Countdown target={3} onDone={() => onDone()} />);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('counts to a Date deadline and restarts when given a new one', () => {
    const onDone = vi.fn();
    const { rerender } = render(<Countdown target={new Date(Date.now() + 90_000)} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    act(() => vi.advanceTimersByTime(90_000));
    expect(onDone).toHaveBeenCalledTimes(1);

    rerender(<Countdown target={new Date(Date.now() + 60_000)} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('a deadline already past shows 00:00 and calls onDone once', () => {
    const onDone = vi.fn();
    render(<Countdown target={new Date(Date.now() - 5000)} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('formats minutes and hours', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(15 * 60)).toBe('15:00');
    expect(formatCountdown(3600 + 61)).toBe('1:01:01');
    expect(formatCountdown(-4)).toBe('00:00');
  });
});
