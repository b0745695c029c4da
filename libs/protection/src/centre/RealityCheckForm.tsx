import { realityCheckMinutes } from '@lobby/contract';
import { useTranslation } from '@lobby/i18n';
import { Button } from '@lobby/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import * as css from '../shared/page.css';

export interface RealityCheckFormProps {
  /** The interval in force (minutes), null = off. */
  minutes: number | null;
  onSave: (minutes: number | null) => Promise<boolean>;
}

/** How often the play reminder shows (issue 15): the member's choice, kept by the platform with its time. */
export function RealityCheckForm({ minutes, onSave }: RealityCheckFormProps) {
  const { t } = useTranslation('protection');
  const id = useId();
  const [value, setValue] = useState(minutes === null ? 'off' : String(minutes));
  const [saving, setSaving] = useState(false);
  const [seen, setSeen] = useState(minutes);
  if (seen !== minutes) {
    setSeen(minutes);
    setValue(minutes === null ? 'off' : String(minutes));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(value === 'off' ? null : Number(value));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={css.row} onSubmit={submit} aria-label={t('reality.title')}>
      <label htmlFor={id} className={css.label}>
        {t('reality.interval')}
      </label>
      <select
        id={id}
        className={css.select}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        data-testid="reality-minutes"
      >
        <option value="off">{t('reality.off')}</option>
        {realityCheckMinutes.map((m) => (
          <option key={m} value={m}>
            {t('reality.every', { count: m })}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" loading={saving} data-testid="reality-save">
        {t('reality.save')}
      </Button>
    </form>
  );
}
