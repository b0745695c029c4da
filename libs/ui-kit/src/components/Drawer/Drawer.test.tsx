import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        กระเป๋าเงิน
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="ฝาก / ถอน"
        closeLabel="ปิด"
        footer={<button type="button">ยืนยัน</button>}
      >
        <label>
          จำนวนเงิน <input />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a labelled modal with a named close button first in focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'กระเป๋าเงิน' }));
    const drawer = screen.getByRole('dialog', { name: 'ฝาก / ถอน' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('button', { name: 'ปิด' })).toHaveFocus();
  });

  it('traps Tab: from the footer it wraps to the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'กระเป๋าเงิน' }));
    const drawer = screen.getByRole('dialog');
    await user.tab();
    expect(within(drawer).getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'ยืนยัน' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('button', { name: 'ปิด' })).toHaveFocus();
  });

  it('Esc closes from inside an input and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'กระเป๋าเงิน' });
    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'จำนวนเงิน' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
