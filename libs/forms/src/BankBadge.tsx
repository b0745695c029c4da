import type { CSSProperties } from 'react';
import { bankDisplay } from '@lobby/contract';
import { cx } from '@lobby/ui-kit';
import * as s from './BankBadge.css';

/** `var(--x)` → `--x`, to set a vanilla-extract variable in a style attribute. */
const property = (cssVar: string) => cssVar.replace(/^var\((--[^),]+)\)$/, '$1');

/** The bank's colour swatch with its initials (decorative: the bank's name is always written next to it). */
export function BankBadge({ bankId, size = 'md' }: { bankId: string | null | undefined; size?: 'sm' | 'md' }) {
  const bank = bankDisplay(bankId);
  const style = bank
    ? ({ [property(s.bankColour)]: bank.colour, [property(s.bankText)]: bank.textColour } as CSSProperties)
    : undefined;
  return (
    <span
      className={cx(s.badge, size === 'sm' && s.small, !bank && s.unknown)}
      style={style}
      aria-hidden="true"
      data-bank={bank?.id}
    >
      {bank?.initials ?? '?'}
    </span>
  );
}
