import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'a', label: 'ฝาก', content: 'แผงฝาก' },
  { id: 'b', label: 'USDT', content: 'แผง USDT', disabled: true },
  { id: 'c', label: 'ถอน', content: 'แผงถอน' },
  { id: 'd', label: 'ประวัติ', content: 'แผงประวัติ' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires tablist, tabs and the panel', () => {
    render(<Tabs items={items} label="กระเป๋าเงิน" />);
    expect(screen.getByRole('tablist', { name: 'กระเป๋าเงิน' })).toBeInTheDocument();
    expect(tab('ฝาก')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'ฝาก' });
    expect(tab('ฝาก')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('แผงฝาก');
    expect(screen.queryByText('แผงถอน')).toBeNull();
  });

  it('arrow keys move and select, skipping disabled tabs and wrapping; Home/End jump', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="กระเป๋าเงิน" onValueChange={onValueChange} />);
    await user.click(tab('ฝาก'));
    await user.keyboard('{ArrowRight}');
    expect(tab('ถอน')).toHaveFocus();
    expect(tab('ถอน')).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('ฝาก')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('ประวัติ')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('ฝาก')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('ประวัติ')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('แผงประวัติ');
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs items={items} label="กระเป๋าเงิน" defaultValue="c" />
        <button type="button">ถัดไป</button>
      </>,
    );
    await user.tab();
    expect(tab('ถอน')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('manual activation moves focus without selecting until Enter', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="กระเป๋าเงิน" activation="manual" />);
    await user.click(tab('ฝาก'));
    await user.keyboard('{ArrowRight}');
    expect(tab('ถอน')).toHaveFocus();
    expect(tab('ฝาก')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(tab('ถอน')).toHaveAttribute('aria-selected', 'true');
  });

  it('controlled: follows value and only asks the parent to change it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Tabs items={items} label="กระเป๋าเงิน" value="c" onValueChange={onValueChange} />);
    await user.click(tab('ประวัติ'));
    expect(onValueChange).toHaveBeenCalledWith('d');
    expect(tab('ถอน')).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs items={items} label="กระเป๋าเงิน" value="d" onValueChange={onValueChange} />);
    expect(tab('ประวัติ')).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the first enabled tab when the requested one is disabled or unknown', () => {
    render(<Tabs items={items} label="กระเป๋าเงิน" value="b" />);
    expect(tab('ฝาก')).toHaveAttribute('aria-selected', 'true');
  });
});
