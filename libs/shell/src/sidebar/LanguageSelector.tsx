import { Link, useLocation } from 'react-router';
import { rememberLocale, supportedLocales, switchLocaleHref, useLocale, useTranslation } from '@lobby/i18n';
import { useBrand } from '@lobby/brand';
import { Icon } from '@lobby/ui-kit';
import * as css from './Sidebar.css';

/** Switches language on the same page and remembers the choice for 365 days. */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const common = useTranslation('common').t;
  const location = useLocation();
  const current = useLocale();
  const { locales } = useBrand();
  return (
    <div role="group" aria-label={t('sidebar.language')} className={css.languages}>
      <Icon name="globe" size={18} />
      {supportedLocales
        .filter((l) => locales.includes(l))
        .map((locale) => (
          <Link
            key={locale}
            to={switchLocaleHref(location, locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={css.languageLink}
            data-testid={`language-${locale}`}
            onClick={() => rememberLocale(locale)}
          >
            {common(`language.${locale}`)}
          </Link>
        ))}
    </div>
  );
}
