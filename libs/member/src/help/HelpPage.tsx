import { useBrand } from '@lobby/brand';
import { useLocale, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, cx, Icon, TextField } from '@lobby/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import * as page from '../shared/page.css';
import { useLiveChat } from '../shared/useLiveChat';
import { FAQ_IDS, searchBrandFaq, searchFaq } from './faq';
import { FaqItem } from './FaqItem';
import * as css from './HelpPage.css';

/**
 * help (spec §2): the FAQ in the page's language, searchable in Thai and English alike (a Thai page finds "withdraw",
 * an English one "ถอน"), and a way to support — the brand's live chat once it has loaded, and its LINE.
 */
export function HelpPage() {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const ids = brand.hideAffiliate ? FAQ_IDS.filter((id) => id !== 'affiliate') : FAQ_IDS;
  const locale = useLocale();
  // The shared questions, then the brand's own from its folder (brand.config.ts `faq`).
  const found = searchFaq(term, ids);
  const foundOwn = searchBrandFaq(term, brand.faq);
  const searching = term.trim() !== '';
  const openChat = useLiveChat(Boolean(brand.liveChat));

  const change = (value: string) => {
    setTerm(value);
    // The term stays in the address (replaced, not pushed) so a shared or reloaded page shows the same answers.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className={cx(page.page, page.narrow)} data-testid="help-page">
      <header className={page.header}>
        <h1 className={page.title}>{t('help.heading')}</h1>
        <p className={page.intro}>{t('help.intro')}</p>
      </header>
      <div role="search" className={css.searchRow}>
        <TextField
          className={css.searchField}
          type="search"
          label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          value={term}
          onChange={(event) => change(event.target.value)}
          prefix={<Icon name="search" size={18} />}
          enterKeyHint="search"
          data-testid="faq-search"
        />
        {searching && (
          <Button variant="ghost" onClick={() => change('')}>
            {t('help.clear')}
          </Button>
        )}
      </div>
      <p className={page.muted} role="status" aria-live="polite" data-testid="faq-count">
        {searching
          ? found.length + foundOwn.length
            ? t('help.results', { count: found.length + foundOwn.length })
            : t('help.noResults', { term: term.trim() })
          : ''}
      </p>
      <ul className={css.list}>
        {found.map((id) => (
          <li key={id}>
            <FaqItem
              question={t(`help.faq.${id}.q`)}
              // The responsible-play answer names the brand's minimum age.
              answer={t(`help.faq.${id}.a`, { age: brand.ageBadge })}
              open={searching}
            />
          </li>
        ))}
        {foundOwn.map((entry) => (
          <li key={`${entry.q.th}|${entry.q.en}`}>
            <FaqItem question={entry.q[locale]} answer={entry.a[locale]} open={searching} />
          </li>
        ))}
      </ul>
      <section className={page.notice} aria-labelledby="help-contact">
        <h2 className={page.sectionTitle} id="help-contact">
          {t('help.contactTitle')}
        </h2>
        <p>{t('help.contactBody')}</p>
        <div className={page.actions}>
          {openChat && (
            <Button onClick={openChat} startIcon={<Icon name="chat" size={20} />} data-testid="help-chat">
              {t('help.chat')}
            </Button>
          )}
          {brand.social.line && (
            <ButtonLink
              href={brand.social.line}
              // From the brand, not from whether the chat has loaded yet: the button keeps one look on screen.
              variant={brand.liveChat ? 'secondary' : 'primary'}
              rel="noopener"
              target="_blank"
              data-testid="help-line"
            >
              <Icon name="line" size={20} />
              {t('help.line')}
            </ButtonLink>
          )}
        </div>
      </section>
    </div>
  );
}
