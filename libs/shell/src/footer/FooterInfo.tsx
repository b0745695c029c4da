import { useState } from 'react';
import { Link } from 'react-router';
import { socialNetworks, useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, media } from '@lobby/ui-kit';
import * as css from './FooterInfo.css';

const gameLinks = [
  { key: 'slot', path: '/list/slot' },
  { key: 'roulette', path: '/list/casino' },
  { key: 'baccarat', path: '/list/casino' },
  { key: 'blackjack', path: '/list/casino' },
  { key: 'liveCasino', path: '/list/casino' },
  { key: 'sport', path: '/list/sport' },
] as const;

/** Footer info block: collapsible game and about sections, contact icons only where configured, trust line. */
export function FooterInfo({ hideGames }: { hideGames: boolean }) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const aboutLinks = [
    { key: 'vip', path: '/vip' },
    ...(brand.hideAffiliate ? [] : [{ key: 'affiliate', path: '/affiliate' }]),
    { key: 'help', path: '/help' },
  ];
  // Open on wider screens; on a phone the sections start folded so the page isn't all footer.
  const [openByDefault] = useState(() => globalThis.matchMedia?.(media.tablet).matches ?? true);
  const contacts = socialNetworks.filter((network) => brand.social[network]);

  return (
    <footer className={css.footer} data-testid="footer">
      <div className={css.sections}>
        {!hideGames && (
          <details className={css.section} open={openByDefault}>
            <summary className={css.summary}>
              {t('footer.games')} <Icon name="chevronDown" size={18} />
            </summary>
            <ul className={css.links}>
              {gameLinks.map((link) => (
                <li key={link.key}>
                  <Link to={localize(link.path)}>{t(`footer.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </details>
        )}
        <details className={css.section} open={openByDefault}>
          <summary className={css.summary}>
            {t('footer.about')} <Icon name="chevronDown" size={18} />
          </summary>
          <ul className={css.links}>
            {aboutLinks.map((link) => (
              <li key={link.key}>
                <Link to={localize(link.path)}>{t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </details>
        {contacts.length > 0 && (
          <section className={css.section} aria-label={t('footer.contact')}>
            <h2 className={css.summary}>{t('footer.contact')}</h2>
            <ul className={css.contacts}>
              {contacts.map((network) => (
                <li key={network}>
                  <a
                    href={brand.social[network]}
                    className={css.contact}
                    aria-label={network}
                    data-testid={`contact-${network}`}
                    rel="noopener"
                    target="_blank"
                  >
                    <Icon name={network} size={22} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className={css.trust}>
        <span className={css.ageBadge} aria-label={t('footer.age', { age: brand.ageBadge })}>
          {brand.ageBadge}+
        </span>
        <p className={css.trustText}>
          {t('footer.age', { age: brand.ageBadge })} · {t('footer.responsible')}
        </p>
      </div>
      <p className={css.rights}>{t('footer.rights', { year: new Date().getFullYear(), site: brand.siteName })}</p>
    </footer>
  );
}
