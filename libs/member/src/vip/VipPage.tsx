import { selectAuthenticated } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, cx, Icon } from '@lobby/ui-kit';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { useVipQuery } from '../memberApi';
import { formatDay } from '../shared/dates';
import * as page from '../shared/page.css';
import * as css from './VipPage.css';
import { VipTiers } from './VipTiers';

/**
 * vip (spec §2): by invitation only — the tiers and what each brings, the member's tier when known, how to be invited.
 */
export function VipPage() {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const location = useLocation();
  const authenticated = useSelector(selectAuthenticated);
  const vip = useVipQuery(undefined, { skip: !authenticated });
  const tier = vip.data?.tier ?? null;

  return (
    <div className={cx(page.page, page.narrow)} data-testid="vip-page">
      <header className={page.header}>
        <h1 className={page.title}>{t('vip.heading')}</h1>
        <p className={page.intro}>{t('vip.intro')}</p>
      </header>

      <section className={page.notice} aria-labelledby="vip-mine" data-testid="vip-mine">
        <h2 className={page.sectionTitle} id="vip-mine">
          {t('vip.yourTier')}
        </h2>
        {!authenticated ? (
          <ButtonLink as={Link} to={localize(`/login?url=${encodeURIComponent(location.pathname)}`)}>
            {t('vip.loginToSee')}
          </ButtonLink>
        ) : vip.data === undefined ? (
          <p role="status">{t('common.loading')}</p>
        ) : tier ? (
          <>
            <p className={css.mine}>
              <Icon name="crown" size={22} /> {t(`vip.tiers.${tier}.name`)}
            </p>
            {vip.data.since && (
              <p className={page.muted}>{t('vip.since', { date: formatDay(vip.data.since, locale) })}</p>
            )}
          </>
        ) : (
          <p>{t('vip.notInvited')}</p>
        )}
      </section>

      <section className={page.section} aria-labelledby="vip-tiers">
        <h2 className={page.sectionTitle} id="vip-tiers">
          {t('vip.tiersTitle')}
        </h2>
        <VipTiers tier={tier} />
      </section>

      <section className={page.section} aria-labelledby="vip-how">
        <h2 className={page.sectionTitle} id="vip-how">
          {t('vip.howTitle')}
        </h2>
        <ol className={css.steps}>
          <li>{t('vip.how.play')}</li>
          <li>{t('vip.how.review')}</li>
          <li>{t('vip.how.contact')}</li>
        </ol>
        {brand.social.line && (
          <ButtonLink href={brand.social.line} variant="outline" rel="noopener" target="_blank">
            <Icon name="line" size={20} />
            {t('vip.ask')}
          </ButtonLink>
        )}
      </section>
    </div>
  );
}
