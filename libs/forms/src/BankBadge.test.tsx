import { bankTable } from '@lobby/contract';
import { contrastRatio } from '@lobby/ui-kit/theme';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankBadge } from './BankBadge';
import { bankMarks } from './bankMarks';

const banks = Object.values(bankTable);

describe('BankBadge', () => {
  it.each(banks)('$id has its own drawn mark with its initials, readable on its colour (WCAG AA)', (bank) => {
    const mark = bankMarks[bank.id];
    expect(mark, `no mark for ${bank.id}`).toBeDefined();
    const { container } = render(<BankBadge bankId={bank.id} />);
    const badge = container.firstElementChild!;
    expect(badge).toHaveAttribute('data-bank', bank.id);
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge.querySelectorAll('svg path').length).toBeGreaterThan(0);
    expect(badge.querySelector('svg text')).toHaveTextContent(mark!.label ?? bank.initials);
    expect(contrastRatio(bank.colour, bank.textColour)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws every mark in a few hundred bytes, each one different, and none for a bank the table lacks', () => {
    for (const mark of Object.values(bankMarks)) {
      expect(JSON.stringify(mark).length).toBeLessThan(300);
      expect(mark.fill ?? mark.line).toBeTruthy();
    }
    const drawings = Object.values(bankMarks).map(({ fill, line, tint }) => `${fill}|${line}|${tint}`);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(Object.keys(bankMarks).filter((id) => !bankTable[id])).toEqual([]);
  });

  it('keeps labels short enough to read at 24 px', () => {
    for (const bank of banks) expect((bankMarks[bank.id]?.label ?? bank.initials).length).toBeLessThanOrEqual(4);
  });

  it.each([
    ['xs', '24px'],
    ['sm', '32px'],
    ['md', '40px'],
  ] as const)('draws at size %s as %s', (size, px) => {
    const { container } = render(<BankBadge bankId="scb" size={size} />);
    const style = getComputedStyle(container.firstElementChild!);
    expect([style.width, style.height]).toEqual([px, px]);
  });

  it('finds a bank by its id in any case', () => {
    const { container } = render(<BankBadge bankId="KBank" />);
    expect(container.firstElementChild).toHaveAttribute('data-bank', 'kbank');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it.each(['nobank', null, undefined, ''])('shows a neutral "?" for a bank it does not know (%s)', (bankId) => {
    const { container } = render(<BankBadge bankId={bankId} />);
    const badge = container.firstElementChild!;
    expect(badge.textContent).toBe('?');
    expect(badge.querySelector('svg')).toBeNull();
    expect(badge).not.toHaveAttribute('data-bank');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });
});
