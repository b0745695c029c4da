import { selectAuthenticated, useSessionActions } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import {
  rememberLocale,
  supportedLocales,
  switchLocaleHref,
  useLocale,
  useLocalizedPath,
  useTranslation,
} from '@lobby/i18n';
import { Button, Icon, type IconName } from '@lobby/ui-kit';
import { accountMenu, gamesMenu, generalMenu, memberMenu, type MenuTransfer } from '@lobby/util';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, type To } from 'react-router';
import * as page from '../shared/page.css';
import { useMoneyLink } from '../shared/useDepositLink';
import * as css from './MenuPage.css';

interface Entry {
  key: string;
  label: string;
  icon: IconName;
  to: To;
  state?: { drawerOpened: true };
}

/**
 * menu (spec §2): the phone's menu as a page — every link of the sidebar (the same data, libs/util siteMenu, and the
 * sidebar's own words: its groups, the member card's lists and password, the language switch and the brand's LINE),
 * then the member pages the sidebar does not list, and the member card's logout. Linking LINE is on the profile.
 */
export function MenuPage() {
  const { t } = useTranslation(['member', 'shell', 'common']);
  const brand = useBrand();
  const localize = useLocalizedPath();
  const moneyLink = useMoneyLink();
  const authenticated = useSelector(selectAuthenticated);
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useSessionActions();

  const fromMenu = (
    items: readonly { key: string; path: string; icon: IconName; transfer?: MenuTransfer }[],
    /** The member card's links, named as the card names them. */
    card = false,
  ) =>
    items.map((item): Entry => ({
      key: item.key,
      label: card ? t(`shell:member.${item.key}`) : t(`shell:sidebar.${item.key}`),
      icon: item.icon,
      ...(item.transfer ? moneyLink(item.transfer) : { to: localize(item.path) }),
    }));
  const member = brand.hideAffiliate ? memberMenu.filter((m) => m.key !== 'affiliate') : memberMenu;
  const memberMore: Entry[] = [
    { key: 'bonus', label: t('member:menu.bonus'), icon: 'gift', to: localize('/bonus') },
    { key: 'profile', label: t('member:menu.profile'), icon: 'user', to: localize('/profile') },
  ];
  const visitorMore: Entry[] = [{ key: 'login', label: t('member:menu.login'), icon: 'user', to: localize('/login') }];
  if (!brand.hideRegister)
    visitorMore.push({ key: 'register', label: t('member:menu.register'), icon: 'plus', to: localize('/register') });
  const more: Entry[] = [
    { key: 'event', label: t('member:menu.event'), icon: 'star', to: localize('/event') },
    {
      key: 'slot-tournament',
      label: t('member:menu.slotTournament'),
      icon: 'trophy',
      to: localize('/slot-tournament'),
    },
    ...(authenticated ? memberMore : visitorMore),
  ];
  const groups = [
    { key: 'general', title: t('shell:sidebar.general'), entries: fromMenu(generalMenu) },
    { key: 'games', title: t('shell:sidebar.games'), entries: fromMenu(gamesMenu) },
    ...(authenticated
      ? [
          {
            key: 'member',
            title: t('shell:sidebar.member'),
            // The sidebar's member group, then its member card's links.
            entries: [...fromMenu(member), ...fromMenu(accountMenu, true)],
          },
        ]
      : []),
    { key: 'more', title: t('member:menu.more'), entries: more },
  ];

  return (
    <div className={page.page} data-testid="menu-page">
      <h1 className={page.title}>{t('member:menu.heading')}</h1>
      <div className={css.groups}>
        {groups.map((group) => (
          <nav key={group.key} aria-labelledby={`menu-${group.key}`} className={page.section}>
            <h2 className={page.sectionTitle} id={`menu-${group.key}`}>
              {group.title}
            </h2>
            <ul className={css.list}>
              {group.entries.map((entry) => (
                <li key={entry.key}>
                  <Link
                    to={entry.to}
                    {...(entry.state ? { state: entry.state } : {})}
                    className={css.item}
                    data-testid={`menu-${entry.key}`}
                  >
                    <span className={css.icon}>
                      <Icon name={entry.icon} size={18} />
                    </span>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="menu-language" className={page.section}>
          <h2 className={page.sectionTitle} id="menu-language">
            {t('shell:sidebar.language')}
          </h2>
          <div className={css.languages}>
            {supportedLocales
              .filter((l) => brand.locales.includes(l))
              .map((l) => (
                <Link
                  key={l}
                  to={switchLocaleHref(location, l)}
                  lang={l}
                  hrefLang={l}
                  aria-current={l === locale ? 'true' : undefined}
                  className={css.language}
                  data-testid={`menu-language-${l}`}
                  onClick={() => rememberLocale(l)}
                >
                  <Icon name="globe" size={18} />
                  {t(`common:language.${l}`)}
                </Link>
              ))}
          </div>
          {brand.social.line && (
            <a className={css.item} href={brand.social.line} rel="noopener" target="_blank" data-testid="menu-support">
              <span className={css.icon}>
                <Icon name="line" size={18} />
              </span>
              <span className={css.support}>
                {brand.support?.title[locale] ?? t('shell:sidebar.support')}
                <small>{brand.support?.body[locale] ?? t('shell:sidebar.supportBody')}</small>
              </span>
            </a>
          )}
        </section>
        {authenticated && (
          <Button
            variant="secondary"
            data-testid="menu-logout"
            onClick={async () => {
              await logout();
              await navigate(localize('/'));
            }}
          >
            <Icon name="logout" size={18} /> {t('shell:member.logout')}
          </Button>
        )}
      </div>
    </div>
  );
}
