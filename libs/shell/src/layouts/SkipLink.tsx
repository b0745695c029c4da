import { useTranslation } from '@lobby/i18n';
import * as css from './Layout.css';

/** The first stop of the keyboard: straight past the header and menu to the page (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#main"
      className={css.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}
