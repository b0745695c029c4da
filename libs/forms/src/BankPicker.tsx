import { useLocale, useTranslation } from '@lobby/i18n';
import { BottomSheet, cx, Icon } from '@lobby/ui-kit';
import { useId, useRef, useState, type Ref } from 'react';
import { bankTable, registerBankIds } from '@lobby/contract';
import { BankBadge } from './BankBadge';
import * as s from './BankPicker.css';

export interface BankPickerProps {
  value: string;
  onChange: (bankId: string) => void;
  label: string;
  error?: string;
  /** Reaches the trigger button, so a submit can focus it when no bank is picked. */
  ref?: Ref<HTMLButtonElement>;
}

/** The bank of spec §3 chosen from a bottom sheet: each bank with its drawn mark and its name in th / en. */
export function BankPicker({ value, onChange, label, error, ref }: BankPickerProps) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const other = locale === 'th' ? 'en' : 'th';
  const [open, setOpen] = useState(false);
  const selectedRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  const chosen = value ? bankTable[value] : undefined;

  return (
    <div className={s.field}>
      <span id={labelId} className={s.label}>
        {label}
      </span>
      <button
        ref={ref}
        type="button"
        className={s.trigger}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen(true)}
        data-testid="bank-picker"
      >
        <BankBadge bankId={chosen?.id} />
        <span id={valueId} className={cx(s.triggerText, !chosen && s.placeholder)}>
          {chosen ? chosen.name[locale] : t('bank.pick')}
        </span>
        <Icon name="chevronDown" size={20} />
      </button>
      {error && (
        <p id={errorId} className={s.error}>
          <Icon name="warning" size={16} />
          <span>{error}</span>
        </p>
      )}
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('bank.sheetTitle')}
        closeLabel={t('common:actions.close')}
        initialFocusRef={chosen ? selectedRef : firstRef}
      >
        <ul className={s.list}>
          {registerBankIds.map((bankId, index) => {
            const bank = bankTable[bankId]!;
            const selected = bankId === value;
            return (
              <li key={bankId}>
                <button
                  ref={selected ? selectedRef : index === 0 ? firstRef : undefined}
                  type="button"
                  className={s.option}
                  aria-current={selected || undefined}
                  onClick={() => {
                    onChange(bankId);
                    setOpen(false);
                  }}
                >
                  <BankBadge bankId={bankId} />
                  <span className={s.optionNames}>
                    <span>{bank.name[locale]}</span>
                    <span className={s.secondary} lang={other}>
                      {bank.name[other]}
                    </span>
                  </span>
                  {selected && <Icon name="check" size={20} className={s.check} />}
                </button>
              </li>
            );
          })}
        </ul>
      </BottomSheet>
    </div>
  );
}
