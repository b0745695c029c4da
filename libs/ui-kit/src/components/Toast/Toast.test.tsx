import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast, type ToastApi } from './toastContext';
import { ToastProvider } from './ToastProvider';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderProvider() {
  render(
    <ToastProvider closeLabel="ปิด" regionLabel="การแจ้งเตือน">
      <Capture />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'การแจ้งเตือน' });
}

const visible = (region: HTMLElement) => within(region).queryAllByRole('listitem');

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has a polite live region in the DOM before any toast arrives', () => {
    const region = renderProvider();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.parentElement).toBe(document.body);
  });

  it('shows at most 3: the oldest leaves when a 4th arrives', () => {
    const region = renderProvider();
    act(() => {
      for (const n of [1, 2, 3, 4]) api.show(`ข้อความ ${n}`);
    });
    expect(visible(region).map((li) => li.textContent)).toEqual(['ข้อความ 2', 'ข้อความ 3', 'ข้อความ 4']);
  });

  it('leaves after 5 s by default', () => {
    const region = renderProvider();
    act(() => void api.show('บันทึกแล้ว', { tone: 'success' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(visible(region)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(visible(region)).toHaveLength(0);
  });

  it('honours a longer duration (10 s after a withdrawal)', () => {
    const region = renderProvider();
    act(() => void api.show('ถอนเงินสำเร็จ', { tone: 'success', duration: 10_000 }));
    act(() => vi.advanceTimersByTime(9_000));
    expect(visible(region)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(visible(region)).toHaveLength(0);
  });

  it('pauses while hovered so it can be read', () => {
    const region = renderProvider();
    act(() => void api.show('อ่านก่อน'));
    act(() => vi.advanceTimersByTime(3000));
    const toast = visible(region)[0] as HTMLElement;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(visible(region)).toHaveLength(1);
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(1999));
    expect(visible(region)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(visible(region)).toHaveLength(0);
  });

  it('dismisses by id and by its close button; each toast shows an icon with its text', () => {
    const region = renderProvider();
    let first = '';
    act(() => {
      first = api.show('หนึ่ง', { tone: 'error' });
      api.show('สอง');
    });
    for (const li of visible(region)) expect(li.querySelector('svg')).not.toBeNull();
    act(() => api.dismiss(first));
    expect(visible(region).map((li) => li.textContent)).toEqual(['สอง']);
    act(() => within(region).getByRole('button', { name: 'ปิด' }).click());
    expect(visible(region)).toHaveLength(0);
  });

  it('a nested provider defers to the outer one (one stack per page)', () => {
    render(
      <ToastProvider closeLabel="ปิด" regionLabel="การแจ้งเตือน">
        <ToastProvider closeLabel="Close" regionLabel="Notifications">
          <Capture />
        </ToastProvider>
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    act(() => void api.show('ข้อความ'));
    expect(within(screen.getByRole('region', { name: 'การแจ้งเตือน' })).getByText('ข้อความ')).toBeInTheDocument();
  });

  it('useToast outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
