import { bankTable } from '@lobby/contract';
import { contrastRatio } from '@lobby/ui-kit/theme';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankBadge } from './BankBadge';

describe('BankBadge', () => {
  it.each(Object.values(bankTable))('$id shows its initials readably on its colour (WCAG AA)', (bank) => {
    const { container } = render(<BankBadge bankId={bank.id} />);
    expect(container.textContent).toBe(bank.initials);
    expect(contrastRatio(bank.colour, bank.textColour)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows a neutral mark for a bank it does not know', () => {
    const { container } = render(<BankBadge bankId="nobank" />);
    expect(container.textContent).toBe('?');
    expect(container.firstElementChild).not.toHaveAttribute('data-bank');
  });
});
