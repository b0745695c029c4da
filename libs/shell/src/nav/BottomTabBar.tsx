import { NavLink } from 'react-router';
import { selectAuthenticated } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Icon, type IconName } from '@lobby/ui-kit';
import { ChatButtonSlot } from '../layouts/NoticesSlot';
import { useSiteSelector } from '../site/store';
import * as css from './BottomTabBar.css';

interface Tab {
  key: string;
  icon: IconName;
  to: string;
  external?: boolean;
  raised?: boolean;
}

/**
 * Phone tab bar (≤ 5 items, raised centre action). Visitors: home · promotions · join · log in · contact;
 * members: home · games · deposit · promotions · account. Where the brand has a live chat, the contact item becomes
 * the chat once it has loaded (spec §2); until then, and if it never does, it is the usual contact link.
 */
export function BottomTabBar() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const authenticated = useSiteSelector(selectAuthenticated);
  const join: Tab | null = brand.hideRegister
    ? brand.defaultAffiliateLink
      ? { key: 'register', icon: 'plus', to: brand.defaultAffiliateLink, external: true, raised: true }
      : null
    : { key: 'register', icon: 'plus', to: localize('/register'), raised: true };
  const contact: Tab = brand.social.line
    ? { key: 'contact', icon: 'line', to: brand.social.line, external: true }
    : { key: 'contact', icon: 'help', to: localize('/help') };
  const tabs: Tab[] = authenticated
    ? [
        { key: 'home', icon: 'home', to: localize('/') },
        { key: 'games', icon: 'casino', to: localize('/list/casino') },
        { key: 'deposit', icon: 'deposit', to: localize('/deposit'), raised: true },
        { key: 'promotion', icon: 'gift', to: localize('/promotions') },
        { key: 'account', icon: 'user', to: localize('/profile') },
      ]
    : [
        { key: 'home', icon: 'home', to: localize('/') },
        { key: 'promotion', icon: 'gift', to: localize('/promotions') },
        ...(join ? [join] : []),
        { key: 'login', icon: 'user', to: localize('/login') },
        contact,
      ];

  const link = (tab: Tab) => {
    const content = (
      <>
        <span className={tab.raised ? css.raisedIcon : css.icon}>
          <Icon name={tab.icon} size={tab.raised ? 26 : 22} />
        </span>
        <span className={css.label}>{t(`tabBar.${tab.key}`)}</span>
      </>
    );
    return tab.external ? (
      <a key={tab.key} href={tab.to} className={css.tab} rel="noopener">
        {content}
      </a>
    ) : (
      <NavLink key={tab.key} to={tab.to} end className={css.tab}>
        {content}
      </NavLink>
    );
  };

  return (
    <nav className={css.bar} aria-label={t('tabBar.label')} data-session-parts>
      {tabs.map((tab) =>
        tab === contact && brand.liveChat ? (
          <ChatButtonSlot
            key={tab.key}
            chat
            variant="tab"
            classes={{ root: css.tab, icon: css.icon, label: css.label }}
            fallback={link(tab)}
          />
        ) : (
          link(tab)
        ),
      )}
    </nav>
  );
}
