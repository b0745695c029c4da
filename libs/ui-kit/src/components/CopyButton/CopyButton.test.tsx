import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('copies the value, says so for 2 s, then goes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopied = vi.fn();
    render(<CopyButton value="1234567890" label="คัดลอก" copiedLabel="คัดลอกแล้ว ✓" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'คัดลอก' }));
    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('คัดลอกแล้ว ✓');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button')).toHaveTextContent('คัดลอก');
  });

  it('says nothing was copied when the clipboard refuses and the fallback fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    document.execCommand = vi.fn(() => false);
    const onCopied = vi.fn();
    render(<CopyButton value="x" label="Copy" copiedLabel="Copied ✓" onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
  });
});
