import { Link } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { requestConsentSettings } from '@lobby/util';
import * as css from './FooterTrust.css';

/**
 * The footer's trust block (issue 15, UX brief §5), from the brand's config: the operator, its licence number linked
 * to the regulator's register, the terms and privacy policy the brand publishes, the responsible-gaming page and the
 * cookie settings. A line the brand did not configure is not shown: a badge that links nowhere is the grey-market tell.
 */
export function FooterTrust() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const trust = brand.trust;
  const documents = trust?.documents ?? [];
  return (
    <div className={css.block} data-testid="footer-trust">
      {trust && <p className={css.line}>{t('footer.operator', { name: trust.operator[locale] })}</p>}
      {trust?.licence && (
        <p className={css.line}>
          {t('footer.licence')}{' '}
          <a
            href={trust.licence.register}
            className={css.licence}
            rel="noopener"
            target="_blank"
            data-testid="footer-licence"
          >
            {trust.licence.number}
          </a>
        </p>
      )}
      <ul className={css.links}>
        {documents.includes('terms') && (
          <li>
            <Link to={localize('/terms')}>{t('footer.terms')}</Link>
          </li>
        )}
        {documents.includes('privacy') && (
          <li>
            <Link to={localize('/privacy')}>{t('footer.privacy')}</Link>
          </li>
        )}
        <li>
          <Link to={localize('/responsible-gaming')} data-testid="footer-rg">
            {t('footer.responsibleGaming')}
          </Link>
        </li>
        <li>
          <button type="button" onClick={requestConsentSettings} data-testid="footer-cookies">
            {t('footer.cookies')}
          </button>
        </li>
      </ul>
    </div>
  );
}
