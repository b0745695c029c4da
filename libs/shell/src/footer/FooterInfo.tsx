import { Link } from 'react-router';
import { socialNetworks, useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, media, useMediaQuery } from '@lobby/ui-kit';
import { ChatButtonSlot } from '../layouts/NoticesSlot';
import * as css from './FooterInfo.css';
import { FooterTrust } from './FooterTrust';

// Roulette, live baccarat and blackjack open lists of just those tables (the games lib's /list/{table kind}).
const gameLinks = [
  { key: 'slot', path: '/list/slot' },
  { key: 'roulette', path: '/list/roulette' },
  { key: 'baccarat', path: '/list/baccarat' },
  { key: 'blackjack', path: '/list/blackjack' },
  { key: 'liveCasino', path: '/list/casino' },
  { key: 'sport', path: '/list/sport' },
] as const;

/**
 * Footer info block: collapsible game and about sections, contact icons only where configured, the live chat's
 * button once the brand's chat has loaded (spec §2), trust line.
 */
export function FooterInfo({ hideGames }: { hideGames: boolean }) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const aboutLinks = [
    { key: 'vip', path: '/vip' },
    ...(brand.hideAffiliate ? [] : [{ key: 'affiliate', path: '/affiliate' }]),
    { key: 'help', path: '/help' },
  ];
  // Open on wider screens; on a phone the sections start folded so the page isn't all footer. Folded in the
  // prerendered HTML (phones are most visitors), opened once hydrated on a wider screen.
  const openByDefault = useMediaQuery(media.tablet);
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
        {(contacts.length > 0 || brand.liveChat) && (
          <section className={css.section} aria-label={t('footer.contact')}>
            <h2 className={css.summary}>{t('footer.contact')}</h2>
            {contacts.length > 0 && (
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
            )}
            <ChatButtonSlot chat={Boolean(brand.liveChat)} variant="footer" />
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
      <FooterTrust />
      <p className={css.rights}>{t('footer.rights', { year: new Date().getFullYear(), site: brand.siteName })}</p>
    </footer>
  );
}
