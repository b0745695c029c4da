import {
  depositLimitPeriods,
  type DepositLimitPeriod,
  type DepositLimitsBody,
  type ProtectionState,
} from '@lobby/contract';
import { useLocale, useTranslation } from '@lobby/i18n';
import { Button, TextField } from '@lobby/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import * as css from '../shared/page.css';
import { periodLabel } from '../shared/words';

export interface DepositLimitsFormProps {
  limits: ProtectionState['limits'];
  /** Saves the three limits (whole baht, null = none); resolves to whether it went through. */
  onSave: (limits: DepositLimitsBody) => Promise<boolean>;
}

const WHOLE_BAHT = /^[1-9]\d{0,9}$/;
const digits = (value: string) => value.replace(/[^\d]/g, '');

/**
 * Deposit limits per day, week and month (issue 15): empty means none. Each field says what the period holds and when
 * it starts again, and a raise still waiting for its 24 hours; the platform decides when a change applies.
 */
export function DepositLimitsForm({ limits, onSave }: DepositLimitsFormProps) {
  const { t } = useTranslation('protection');
  const locale = useLocale();
  const initial = () =>
    Object.fromEntries(depositLimitPeriods.map((p) => [p, limits[p].amount?.toString() ?? ''])) as Record<
      DepositLimitPeriod,
      string
    >;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<DepositLimitPeriod, string>>>({});
  const [saving, setSaving] = useState(false);
  const inputs = useRef<Partial<Record<DepositLimitPeriod, HTMLInputElement | null>>>({});
  // What the server answered last: the fields follow it (a raise stays at the limit in force, with its note).
  const [seen, setSeen] = useState(limits);
  if (seen !== limits) {
    setSeen(limits);
    setValues(initial());
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = depositLimitPeriods.filter((p) => values[p] !== '' && !WHOLE_BAHT.test(values[p]));
    setErrors(Object.fromEntries(invalid.map((p) => [p, t('limits.invalid')])));
    if (invalid.length > 0) {
      inputs.current[invalid[0]!]?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(
        Object.fromEntries(depositLimitPeriods.map((p) => [p, values[p] === '' ? null : Number(values[p])])),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={css.fields} onSubmit={submit} noValidate aria-label={t('limits.title')}>
      {depositLimitPeriods.map((period) => {
        const state = limits[period];
        const notes = [
          state.amount === null
            ? t('limits.usedNoLimit', { used: state.used })
            : t('limits.used', { used: state.used, limit: state.amount, resets: Date.parse(state.resets_at) }),
          state.pending &&
            (state.pending.amount === null
              ? t('limits.pendingNone', { at: Date.parse(state.pending.effective_at) })
              : t('limits.pending', { amount: state.pending.amount, at: Date.parse(state.pending.effective_at) })),
        ].filter(Boolean);
        return (
          <TextField
            key={period}
            ref={(element) => {
              inputs.current[period] = element;
            }}
            name={`limit-${period}`}
            label={t(periodLabel[period])}
            value={values[period]}
            onChange={(event) => setValues((v) => ({ ...v, [period]: digits(event.target.value) }))}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('limits.hint')}
            suffix={locale === 'th' ? 'บาท' : '฿'}
            hint={notes.join(' · ')}
            error={errors[period]}
            data-testid={`limit-${period}`}
          />
        );
      })}
      <div className={css.actions}>
        <Button type="submit" loading={saving} data-testid="limits-save">
          {t('limits.save')}
        </Button>
      </div>
    </form>
  );
}
