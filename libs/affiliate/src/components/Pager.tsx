import { useTranslation } from '@lobby/i18n';
import { Button } from '@lobby/ui-kit';
import * as css from './affiliate.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page 2 of 5"; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('affiliate');
  if (pages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={t('pager.label')}>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="pager-prev">
        {t('pager.previous')}
      </Button>
      <span className={css.muted} aria-live="polite" data-testid="pager-page">
        {t('pager.page', { page, pages })}
      </span>
      <Button
        variant="ghost"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}

/** The 1-based page of the address (`?page=`), within 1..pages once pages are known. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
