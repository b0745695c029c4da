import { useTranslation } from '@lobby/i18n';
import { Button, Skeleton, visuallyHidden } from '@lobby/ui-kit';
import * as css from './page.css';

/** While a list loads: card-shaped placeholders; when it could not: a message and a way to try again. */
export function Loading({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation('member');
  return (
    <div aria-busy="true" className={css.grid}>
      <span className={visuallyHidden} role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={css.card}>
          <Skeleton shape="rect" ratio="16 / 9" />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className={css.notice} role="alert">
      <p>{t('common.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
