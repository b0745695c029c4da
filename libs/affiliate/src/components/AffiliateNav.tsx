import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { NavLink } from 'react-router';
import * as css from './affiliate.css';

const links = [
  { key: 'overview', path: '/affiliate' },
  { key: 'members', path: '/affiliate/member' },
  { key: 'history', path: '/affiliate/history' },
  { key: 'report', path: '/affiliate/reportDaily' },
] as const;

/** The affiliate pages' own menu: overview, members, income history, daily report (the current one marked). */
export function AffiliateNav() {
  const { t } = useTranslation('affiliate');
  const localize = useLocalizedPath();
  const label = {
    overview: t('nav.overview'),
    members: t('nav.members'),
    history: t('nav.history'),
    report: t('nav.report'),
  };
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={css.nav}>
        {links.map((link) => (
          <li key={link.key}>
            <NavLink to={localize(link.path)} end className={css.navLink} data-testid={`affiliate-nav-${link.key}`}>
              {label[link.key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
