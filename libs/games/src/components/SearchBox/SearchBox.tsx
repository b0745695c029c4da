import { cleanSearchTerm, isSearchable, SEARCH_MAX_LENGTH } from '@lobby/contract';
import { useLocalizedPath } from '@lobby/i18n';
import { cx, Icon, typedBeforeHydration, useHydrated, visuallyHidden } from '@lobby/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useGamesText } from '../../locale';
import * as css from './SearchBox.css';

export interface SearchBoxProps {
  /** The term already searched (the search page shows it in its box). */
  initialTerm?: string;
  /** The search page's box takes focus when it has no term yet. */
  autoFocus?: boolean;
  /** header: the compact box of the header; page: the search page's full-width box. */
  size?: 'header' | 'page';
}

/**
 * Game search (spec §5): typed characters outside the allowed set are dropped, Enter or the button searches, and a
 * term under 3 characters says so instead of doing nothing. The term is cut to what the server takes.
 */
export function SearchBox({ initialTerm = '', autoFocus = false, size = 'header' }: SearchBoxProps) {
  const { t } = useGamesText();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [term, setTerm] = useState(initialTerm);
  const [tooShort, setTooShort] = useState(false);
  const hintId = useId();
  // Before the script runs, Enter would reload the page through the browser's own form submission: the button (the
  // form's default) stays disabled until then, and what was typed meanwhile is kept.
  const hydrated = useHydrated();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = term.trim();
    if (!isSearchable(clean)) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    void navigate(localize(`/search/${encodeURIComponent(clean)}`));
  };

  return (
    <form role="search" className={cx(css.form, size === 'page' && css.page)} onSubmit={submit} noValidate>
      <div className={css.box}>
        <label className={css.label}>
          <span className={visuallyHidden}>{t('search.box.label')}</span>
          <input
            className={css.input}
            type="search"
            value={term}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('search.box.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            // The search page opens on its box when there is nothing searched yet.
            autoFocus={autoFocus}
            aria-describedby={tooShort ? hintId : undefined}
            aria-invalid={tooShort || undefined}
            ref={(input) => {
              const typed = typedBeforeHydration(input, term);
              if (typed !== null) setTerm(cleanSearchTerm(typed));
            }}
            onChange={(event) => {
              const next = cleanSearchTerm(event.target.value);
              setTerm(next);
              if (tooShort && isSearchable(next)) setTooShort(false);
            }}
          />
        </label>
        <button
          type="submit"
          className={css.button}
          aria-label={t('search.box.button')}
          disabled={!hydrated}
          data-awaiting-script={!hydrated || undefined}
        >
          <Icon name="search" size={20} />
        </button>
      </div>
      <p id={hintId} className={cx(css.hint, !tooShort && visuallyHidden)} role="status">
        {tooShort ? t('search.box.tooShort') : ''}
      </p>
    </form>
  );
}
