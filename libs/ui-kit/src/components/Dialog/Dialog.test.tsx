import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">ก่อนหน้า</button>
      <button type="button" onClick={() => setOpen(true)}>
        เปิด
      </button>
      <Dialog
        title="ประกาศ"
        closeLabel="ปิด"
        actions={<button type="button">ตกลง</button>}
        {...props}
        open={open}
        onClose={() => {
          props.onCloseSpy?.();
          setOpen(false);
        }}
      >
        <a href="#terms">เงื่อนไข</a>
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'เปิด' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'ประกาศ' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="ประกาศ" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal in a portal on <body>', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('body > *')?.parentElement).toBe(document.body);
  });

  it('moves focus in and traps Tab in both directions', async () => {
    const { user, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'ปิด' });
    const ok = within(dialog).getByRole('button', { name: 'ตกลง' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'เงื่อนไข' })).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    const { dialog } = await openDialog();
    screen.getByRole('button', { name: 'ก่อนหน้า' }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Esc and returns focus to the opener', async () => {
    const onCloseSpy = vi.fn();
    const { user, opener } = await openDialog({ onCloseSpy });
    await user.keyboard('{Escape}');
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const onCloseSpy = vi.fn();
    const { user, dialog } = await openDialog({ onCloseSpy });
    await user.click(dialog.previousElementSibling as HTMLElement);
    expect(onCloseSpy).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed when dismissible={false}: no ✕, Esc and backdrop do nothing', async () => {
    const onCloseSpy = vi.fn();
    const { user, dialog } = await openDialog({ onCloseSpy, dismissible: false });
    expect(within(dialog).queryByRole('button', { name: 'ปิด' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(dialog.previousElementSibling as HTMLElement);
    expect(onCloseSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'ประกาศ' })).toBeInTheDocument();
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('a dialog opened over a drawer-like layer returns focus into that layer', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open title="ชั้นนอก">
          <button type="button" onClick={() => setInner(true)}>
            เปิดชั้นใน
          </button>
          <Dialog open={inner} title="ชั้นใน" onClose={() => setInner(false)}>
            <button type="button">ยืนยัน</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Stacked />);
    const opener = screen.getByRole('button', { name: 'เปิดชั้นใน' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('with two layers open, Esc closes only the top one', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Dialog open title="ชั้นนอก" onClose={outerClose}>
          <button type="button">ภายใน</button>
          <Dialog open={inner} title="ชั้นใน" onClose={() => setInner(false)}>
            <button type="button">ยืนยัน</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'ชั้นใน' })).toBeNull();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'ชั้นนอก' })).toBeInTheDocument();
    // Focus lands in the layer now on top, not on the page behind it.
    expect(screen.getByRole('button', { name: 'ภายใน' })).toHaveFocus();
  });
});
