import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Dialog } from '../Dialog/Dialog';
import { Drawer } from '../Drawer/Drawer';
import type { OverlayDismissal, OverlayProps } from './overlayProps';

// One shape and one set of dismiss rules for every overlay of the kit.
const overlays: [string, ComponentType<OverlayProps>][] = [
  ['Dialog', Dialog],
  ['Drawer', Drawer],
  ['BottomSheet', BottomSheet],
];

describe.each(overlays)('%s', (_name, Overlay) => {
  function Harness({ dismissible, onClose }: { dismissible: boolean; onClose?: () => void }) {
    const [open, setOpen] = useState(false);
    const amount = useRef<HTMLInputElement>(null);
    const close = () => {
      onClose?.();
      setOpen(false);
    };
    const dismissal: OverlayDismissal = dismissible ? { onClose: close, closeLabel: 'ปิด' } : {};
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          เปิด
        </button>
        <Overlay
          open={open}
          title="ฝากเงิน"
          {...dismissal}
          initialFocusRef={amount}
          footer={<button type="button">ยืนยัน</button>}
        >
          <label>
            จำนวนเงิน <input ref={amount} />
          </label>
        </Overlay>
      </>
    );
  }

  async function open(dismissible: boolean) {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness dismissible={dismissible} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'เปิด' }));
    return { user, onClose, panel: screen.getByRole('dialog', { name: 'ฝากเงิน' }) };
  }

  it('is a modal named by its title, with the body and footer inside, focus on initialFocusRef', async () => {
    const { panel } = await open(true);
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(within(panel).getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveFocus();
    expect(within(panel).getByRole('button', { name: 'ยืนยัน' })).toBeInTheDocument();
  });

  it.each([
    ['Esc', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the backdrop',
      async (user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) =>
        user.click(panel.previousElementSibling as HTMLElement),
    ],
    [
      'the ✕ button',
      async (user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) =>
        user.click(within(panel).getByRole('button', { name: 'ปิด' })),
    ],
  ])('with onClose, %s closes it once and focus goes back to the opener', async (_how, dismiss) => {
    const { user, onClose, panel } = await open(true);
    await dismiss(user, panel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'เปิด' })).toHaveFocus();
  });

  it('without onClose it cannot be dismissed: no ✕, Esc and the backdrop do nothing', async () => {
    const { user, panel } = await open(false);
    expect(within(panel).queryByRole('button', { name: 'ปิด' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(panel.previousElementSibling as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'ฝากเงิน' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<Overlay open={false} title="ฝากเงิน" onClose={() => undefined} closeLabel="ปิด" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
