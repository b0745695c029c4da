import { renderWithLocale } from '@lobby/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentsLocales } from '../locales';
import { seededChannels } from '../testing';
import { ChannelPicker, type ChannelPickerProps } from './ChannelPicker';

const channels = seededChannels.bank;
const props = (extra: Partial<ChannelPickerProps> = {}): ChannelPickerProps => ({
  open: true,
  channels,
  onPick: vi.fn(),
  onClose: vi.fn(),
  ...extra,
});
const render = (p: ChannelPickerProps) =>
  renderWithLocale(<ChannelPicker {...p} />, { namespaces: { payments: paymentsLocales } });
const sheet = () => screen.getByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
const radio = (name: RegExp) => within(sheet()).getByRole('radio', { name });

describe('channel picker (spec §4 bottom sheet)', () => {
  it('opens with the previous choice checked, and the first channel when there is none', () => {
    const view = render(props({ selectedId: 5 }));
    expect(radio(/ไทยพาณิชย์/)).toBeChecked();
    expect(radio(/กสิกรไทย/)).not.toBeChecked();
    view.unmount();
    render(props());
    expect(radio(/กสิกรไทย/)).toBeChecked();
  });

  it('a radio touched and left without choosing is forgotten: reopened, the previous choice is checked', async () => {
    const p = props({ selectedId: 5 });
    const { user, rerender } = render(p);
    await user.click(radio(/กสิกรไทย/));
    expect(radio(/กสิกรไทย/)).toBeChecked();
    await user.click(within(sheet()).getByRole('button', { name: 'ปิด' }));
    expect(p.onClose).toHaveBeenCalled();
    expect(p.onPick).not.toHaveBeenCalled();
    rerender(<ChannelPicker {...p} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ChannelPicker {...p} open />);
    expect(radio(/ไทยพาณิชย์/)).toBeChecked();
    expect(radio(/กสิกรไทย/)).not.toBeChecked();
  });

  it('"use this channel" passes the checked channel (its id and type) to the caller', async () => {
    const p = props();
    const { user } = render(p);
    await user.click(radio(/ไทยพาณิชย์/));
    await user.click(screen.getByTestId('deposit-picker-choose'));
    expect(p.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 5, type: 'tranfer-online' }));
  });
});
