import { Link } from 'react-router';
import { useBrand } from '@lobby/brand';
import { useLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, buttonClassName } from '@lobby/ui-kit';
import { gamesMenu } from '../sidebar/menu';
import { HeroArt } from './HeroArt';
import * as css from './Page.css';

const providers = [
  'Evolution', 'Pragmatic', 'Red Tiger', 'Asia Gaming', 'SA Gaming', 'Pretty Gaming', 'Allbet', 'Playstar', 'PGSoft', 'KingMaker',
  'Joker', 'Dream Gaming', 'Dragoon Soft', 'CQ9', 'AE Sexy', 'SpadeGaming', 'WM Casino', 'Bti', 'Habanero', 'Virtual Tech',
];

/** The home page frame: hero, categories and providers. The game lobby itself arrives with the games lib. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-title">
        <HeroArt />
        <h1 id="hero-title" className={css.heroTitle}>
          {t('home.heroTitle', { site: brand.siteTitle[locale] })}
        </h1>
        <p className={css.heroBody}>{t('home.heroBody')}</p>
        <Link to={localize('/list/casino')} className={buttonClassName({ pill: true }, css.heroCta)}>
          {t('home.heroCta')}
        </Link>
      </section>
      <h2 className={css.sectionTitle}>{t('home.categories')}</h2>
      <nav className={css.categories} aria-label={t('home.categories')}>
        {gamesMenu.map((item) => (
          <Link key={item.key} to={localize(item.path)} className={css.category}>
            <span className={css.categoryIcon}>
              <Icon name={item.icon} size={24} />
            </span>
            {t(`sidebar.${item.key}`)}
          </Link>
        ))}
      </nav>
      <h2 className={css.sectionTitle}>{t('home.providers')}</h2>
      <ul className={css.providers}>
        {providers.map((name) => (
          <li key={name} className={css.provider}>
            {name}
          </li>
        ))}
      </ul>
      <p className={css.soon}>{t('home.lobbySoon')}</p>
    </>
  );
}
