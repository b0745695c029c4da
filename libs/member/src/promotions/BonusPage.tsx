import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, useToast } from '@lobby/ui-kit';
import { Link } from 'react-router';
import { useBonusesQuery, useCancelBonusMutation, type Bonus } from '../memberApi';
import { LoadError, Loading } from '../shared/QueryState';
import * as page from '../shared/page.css';
import { usePublic } from '../shared/usePublic';
import { BonusCard } from './BonusCard';

/** bonus (spec §2, members): the member's bonuses, newest first, each with its state; a pending one can be cancelled.
 */
export function BonusPage() {
  const { t } = useTranslation('member');
  const localize = useLocalizedPath();
  const { lang } = usePublic();
  const toast = useToast();
  const bonuses = useBonusesQuery(lang, { refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCancelBonusMutation();

  const onCancel = async (bonus: Bonus) => {
    const answer = await cancel({ id: bonus._id, lang });
    if ('data' in answer) toast.show(t('bonus.cancelled'));
  };

  return (
    <div className={page.page} data-testid="bonus-page">
      <header className={page.header}>
        <h1 className={page.title}>{t('bonus.heading')}</h1>
        <p className={page.intro}>{t('bonus.intro')}</p>
      </header>
      {bonuses.isLoading ? (
        <Loading cards={2} />
      ) : bonuses.isError ? (
        <LoadError onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data?.length ? (
        <ul className={page.grid}>
          {bonuses.data.map((bonus) => (
            <li key={bonus._id}>
              <BonusCard
                bonus={bonus}
                onCancel={(b) => void onCancel(b)}
                cancelling={cancelling.isLoading && cancelling.originalArgs?.id === bonus._id}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={page.notice}>
          <p>{t('bonus.empty')}</p>
          <ButtonLink as={Link} to={localize('/promotions')}>
            {t('bonus.browse')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
