import type { Statement } from '@lobby/contract';
import { useMoney, useTranslation } from '@lobby/i18n';
import { Button, TextField } from '@lobby/ui-kit';
import { useState, type FormEvent } from 'react';
import * as css from '../shared/page.css';

export interface StatementFormProps {
  /** Loads the statement of a range of Bangkok days (YYYY-MM-DD); resolves to undefined when it failed. */
  onLoad: (from: string, to: string) => Promise<Statement | undefined>;
  /** Today in Bangkok (YYYY-MM-DD). */
  today: string;
}

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/** A statement of deposits, withdrawals and game results for the dates chosen (from the 1st of this month to today). */
export function StatementForm({ onLoad, today }: StatementFormProps) {
  const { t } = useTranslation('protection');
  const money = useMoney();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [statement, setStatement] = useState<Statement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (!(days >= 1 && days <= MAX_DAYS)) {
      setError(t('statement.range'));
      return;
    }
    setError(undefined);
    setLoading(true);
    try {
      setStatement(await onLoad(from, to));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={css.header}>
      <form className={css.fields} onSubmit={submit} noValidate aria-label={t('statement.title')}>
        <TextField
          type="date"
          label={t('statement.from')}
          value={from}
          max={today}
          onChange={(event) => setFrom(event.target.value)}
          error={error}
          data-testid="statement-from"
        />
        <TextField
          type="date"
          label={t('statement.to')}
          value={to}
          max={today}
          onChange={(event) => setTo(event.target.value)}
          data-testid="statement-to"
        />
        <div className={css.actions}>
          <Button type="submit" variant="secondary" loading={loading} data-testid="statement-show">
            {t('statement.show')}
          </Button>
        </div>
      </form>
      {statement && (
        <dl className={css.figures} data-testid="statement" aria-live="polite">
          <dt>
            {t('statement.deposits')} ({t('statement.count', { count: statement.deposits.count })})
          </dt>
          <dd>{money(statement.deposits.total)}</dd>
          <dt>
            {t('statement.withdrawals')} ({t('statement.count', { count: statement.withdrawals.count })})
          </dt>
          <dd>{money(statement.withdrawals.total)}</dd>
          <dt>{t('statement.net')}</dt>
          <dd data-testid="statement-net">{money(statement.net)}</dd>
          <dt>{t('statement.play')}</dt>
          <dd>{money(statement.play.net)}</dd>
        </dl>
      )}
    </div>
  );
}
