import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from './BottomSheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        เลือกโปรโมชั่น
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="โปรโมชั่น" closeLabel="ปิด">
        <button type="button">ไม่รับโปรโมชั่น</button>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('is a labelled modal that closes on a backdrop tap and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'เลือกโปรโมชั่น' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'โปรโมชั่น' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    await user.click(sheet.previousElementSibling as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Esc', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'เลือกโปรโมชั่น' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
