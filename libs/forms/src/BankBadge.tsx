import type { CSSProperties } from 'react';
import { bankDisplay } from '@lobby/contract';
import { cx } from '@lobby/ui-kit';
import { bankMarks, type BankMark } from './bankMarks';
import * as s from './BankBadge.css';

/** `var(--x)` → `--x`, to set a vanilla-extract variable in a style attribute. */
const property = (cssVar: string) => cssVar.replace(/^var\((--[^),]+)\)$/, '$1');

/** 24, 32 and 40 px. */
export type BankBadgeSize = 'xs' | 'sm' | 'md';

/** Initials shrink with their length so that up to five letters fit the 40-unit box. */
const labelSize = [14, 14, 13.5, 12.5, 10.5, 8.5];

/**
 * The mark in its 40 × 40 box: the symbol above, the initials below, all in the badge's text colour. At 24 px
 * (`compact`) the symbol gives up some room so the initials stay readable.
 */
function Mark({ mark, initials, compact }: { mark: BankMark; initials: string; compact: boolean }) {
  const label = mark.label ?? initials;
  const fontSize = labelSize[Math.min(label.length, 5)]! * (compact ? 1.2 : 1);
  return (
    <svg viewBox="0 0 40 40" className={s.mark} focusable="false">
      <g transform={compact ? 'translate(3 .4) scale(.85)' : undefined}>
        {mark.tint && <path d={mark.tint} fill="currentColor" fillOpacity={0.5} />}
        {mark.fill && <path d={mark.fill} fill="currentColor" fillRule="evenodd" />}
        {mark.line && <path d={mark.line} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" />}
      </g>
      <text x="20" y={compact ? 36.5 : 34.5} textAnchor="middle" fontSize={fontSize} fill="currentColor">
        {label}
      </text>
    </svg>
  );
}

/**
 * The bank's drawn mark on its colour (bankMarks.ts); a bank without one shows its initials, an unknown bank a
 * neutral "?". Decorative: the bank's name is always written next to it.
 */
export function BankBadge({ bankId, size = 'md' }: { bankId: string | null | undefined; size?: BankBadgeSize }) {
  const bank = bankDisplay(bankId);
  const mark = bank && bankMarks[bank.id];
  const style = bank
    ? ({ [property(s.bankColour)]: bank.colour, [property(s.bankText)]: bank.textColour } as CSSProperties)
    : undefined;
  return (
    <span
      className={cx(s.badge, s.sizes[size], !bank && s.unknown)}
      style={style}
      aria-hidden="true"
      data-bank={bank?.id}
    >
      {mark ? <Mark mark={mark} initials={bank.initials} compact={size === 'xs'} /> : (bank?.initials ?? '?')}
    </span>
  );
}
