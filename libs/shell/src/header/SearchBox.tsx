import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, useLocalizedPath } from '@lobby/i18n';
import { Icon } from '@lobby/ui-kit';
import { cleanSearchInput, SEARCH_MIN_LENGTH } from './searchInput';
import * as css from './SearchBox.css';

/** Header search: Enter or the button searches; fewer than 3 characters does nothing (spec §5). */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = term.trim();
    if (clean.length < SEARCH_MIN_LENGTH) return;
    void navigate(localize(`/search/${encodeURIComponent(clean)}`));
  };

  return (
    <form role="search" className={css.form} onSubmit={submit}>
      <label className={css.label}>
        <span className={css.visuallyHidden}>{t('header.search')}</span>
        <input
          className={css.input}
          type="search"
          value={term}
          placeholder={t('header.searchPlaceholder')}
          title={t('header.searchHint')}
          enterKeyHint="search"
          onChange={(e) => setTerm(cleanSearchInput(e.target.value))}
        />
      </label>
      <button type="submit" className={css.button} aria-label={t('header.searchButton')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
