import { useQuery } from '@apollo/client/react';
import { GameCategoriesDocument, GamesListDocument } from '@lobby/api-client/gql';
import { useBrand } from '@lobby/brand';
import { useLocale, useLocalizedPath } from '@lobby/i18n';
import { ButtonLink, Icon, visuallyHidden, type IconName } from '@lobby/ui-kit';
import { useCallback, useDeferredValue, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CategoryTabs } from '../components/CategoryTabs/CategoryTabs';
import { providerFromCategory, type ProviderChipData } from '../components/ProviderChip/ProviderChip';
import { ProviderRail } from '../components/ProviderChip/ProviderRail';
import { listVariables, type ListFilter } from '../data/listFilters';
import { useGamesSession } from '../data/session';
import { useFavouriteToggle } from '../data/useFavouriteToggle';
import { useGamesText } from '../locale';
import {
  defaultGameCategory,
  isGameCategoryKey,
  providers as catalogueProviders,
  type CategoryItem,
  type GameItem,
  type LobbyTabKey,
  type SortId,
} from '../types';
import { GameRow } from './shared/GameRow';
import { listPath, routerLink, useGameHref } from './shared/links';
import { useNearViewport } from './shared/useNearViewport';
import * as s from './HomeLobbyPage.css';
import * as p from './shared/pages.css';

/** Games per lobby row: two screens of a phone row, one and a bit of a 7-column desktop row. */
const ROW_SIZE = 14;

/** Header (56–64px) and the sticky category row: a panel whose top is above this is hidden behind them. */
const STUCK_OFFSET_PX = 140;

/** Filters and sort id of each lobby tab. */
const tabLists: Record<LobbyTabKey, { filter: ListFilter; sort: SortId }> = {
  casino: { filter: { type: 'casino' }, sort: 1 },
  slot: { filter: { type: 'slot' }, sort: 1 },
  fishing: { filter: { type: 'fishing' }, sort: 1 },
  lotto: { filter: { type: 'lotto' }, sort: 1 },
  sport: { filter: { type: 'sport' }, sort: 1 },
  hot: { filter: { hot: true }, sort: 3 },
  recent: { filter: { recent: true }, sort: 1 },
  favourite: { filter: { favourite: true }, sort: 1 },
};

/** The 20 providers, one chip each, in the server's order (categorys repeats a provider per game type). */
export function uniqueProviders(categories: readonly CategoryItem[] | undefined): ProviderChipData[] {
  if (!categories?.length) return catalogueProviders.map((provider) => ({ id: provider.id, name: provider.name }));
  const seen = new Map<string, ProviderChipData>();
  for (const item of categories) {
    const chip = providerFromCategory(item);
    if (!seen.has(chip.id)) seen.set(chip.id, chip);
  }
  return [...seen.values()];
}

/**
 * A lobby row's games. Their tiles render from a deferred copy of the answer: the answer's arrival (a synchronous
 * store update) re-renders only the row, as its skeleton, and the tiles follow in a transition a phone can slice
 * (issue 14: TBT). Until they are rendered the row shows its skeleton, never its empty state; so it does while it
 * `wait`s to be asked for.
 */
function useLobbyList(filter: ListFilter, sort: SortId, { skip = false, wait = false } = {}) {
  const { groupID, userID } = useGamesSession();
  const { data, error } = useQuery(GamesListDocument, {
    variables: listVariables(filter, { groupID, userID, sort, limit: ROW_SIZE }),
    skip: skip || wait,
  });
  const shown = useDeferredValue(data);
  const games: readonly GameItem[] = shown?.lists ?? [];
  return { games, loading: !skip && !shown && !error };
}

type LobbyRowProps = Omit<ComponentProps<typeof GameRow>, 'games' | 'loading'> & {
  filter: ListFilter;
  sort: SortId;
  skip?: boolean;
};

/**
 * One row of the lobby with its own query, so its answer re-renders the row, not the page; asked for once the row
 * nears the screen (a phone's first screen holds the tab panel and the providers).
 */
function LobbyRow({ filter, sort, skip, ...row }: LobbyRowProps) {
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  return <GameRow {...row} sectionRef={sectionRef} {...useLobbyList(filter, sort, { skip, wait: !near })} />;
}

/**
 * The providers' chips, with their own query (the chips follow its answer in a transition), asked for once the rail
 * nears the screen; until then the chips are the catalogue's.
 */
function ProvidersSection({ title }: { title: string }) {
  const localize = useLocalizedPath();
  const { groupID, userID } = useGamesSession();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const categories = useQuery(GameCategoriesDocument, {
    variables: { groupID, ...(userID ? { userID } : {}) },
    skip: !near,
  });
  const answered = useDeferredValue(categories.data);
  const providerChips = useMemo(() => uniqueProviders(answered?.categorys), [answered]);
  return (
    <section ref={sectionRef} className={p.section} aria-labelledby="lobby-providers">
      <div className={p.sectionHead}>
        <h2 id="lobby-providers" className={p.sectionTitle}>
          {title}
        </h2>
      </div>
      <ProviderRail
        providers={providerChips}
        hrefFor={(provider) => localize(listPath(provider.id))}
        renderLink={routerLink}
      />
    </section>
  );
}

interface RowCallbacks {
  hrefFor: (game: GameItem) => string;
  onToggleFavourite: (game: GameItem) => void;
  pending: ReadonlySet<string>;
}

/** The selected category's games, first on the screen: its tiles load their art eagerly. */
function TabPanel({ tab, callbacks }: { tab: LobbyTabKey; callbacks: RowCallbacks }) {
  const { t } = useGamesText();
  const localize = useLocalizedPath();
  const { filter, sort } = tabLists[tab];
  const { games, loading } = useLobbyList(filter, sort);
  const label = t(`categories.${tab}`);
  return (
    <GameRow
      title={isGameCategoryKey(tab) ? t('lobby.popularIn', { category: label }) : label}
      headingLevel={3}
      moreHref={localize(listPath(tab))}
      games={games}
      loading={loading}
      empty={tab === 'favourite' ? 'favourites' : tab === 'recent' ? 'recents' : 'games'}
      priority
      ranked={tab === 'hot'}
      hrefFor={callbacks.hrefFor}
      onToggleFavourite={callbacks.onToggleFavourite}
      pending={callbacks.pending}
    />
  );
}

/**
 * The text with `name` kept on one line: Thai has no spaces between words and the browser's dictionary does not know a
 * brand's name, so it would break one like โลตัสเพลย์ before its last syllable.
 */
function withUnbrokenName(text: string, name: string): ReactNode {
  const at = text.indexOf(name);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={s.unbroken}>{name}</span>
      {text.slice(at + name.length)}
    </>
  );
}

function Banner({
  to,
  icon,
  title,
  body,
  cta,
}: {
  to: string;
  icon: IconName;
  title: ReactNode;
  body: string;
  cta: string;
}) {
  return (
    <li>
      <Link to={to} className={s.banner}>
        <span className={s.bannerIcon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        <span className={s.bannerText}>
          <span className={s.bannerTitle}>{title}</span>
          <span className={s.bannerBody}>{body}</span>
          <span className={s.bannerCta} aria-hidden="true">
            {cta}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The lobby (`/`): a compact banner row, the sticky category row (casino first; hot, and recent / favourite for
 * members), the 20 providers, hot and new games, the member's recents and favourites, and a promotions teaser.
 */
export function HomeLobbyPage() {
  const { t } = useGamesText();
  const brand = useBrand();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { member, counts } = useGamesSession();
  const { toggle, pending } = useFavouriteToggle();
  const hrefFor = useGameHref();
  const [tab, setTab] = useState<LobbyTabKey>(defaultGameCategory);
  const pageRef = useRef<HTMLDivElement>(null);
  const selectTab = useCallback((key: LobbyTabKey) => {
    setTab(key);
    // The row is sticky: a tab picked further down the page brings its panel back into view.
    requestAnimationFrame(() => {
      const panel = pageRef.current?.querySelector<HTMLElement>('[role="tabpanel"]');
      if (panel && panel.getBoundingClientRect().top < STUCK_OFFSET_PX) panel.scrollIntoView?.({ block: 'start' });
    });
  }, []);
  const callbacks = useMemo<RowCallbacks>(
    () => ({ hrefFor, onToggleFavourite: toggle, pending }),
    [hrefFor, toggle, pending],
  );

  return (
    <div ref={pageRef} className={p.page}>
      <h1 className={visuallyHidden}>{t('lobby.title')}</h1>
      <ul className={s.banners} aria-label={t('lobby.banners')}>
        <Banner
          to={localize(listPath('casino'))}
          icon="casino"
          title={withUnbrokenName(t('lobby.heroTitle', { site: brand.siteTitle[locale] }), brand.siteTitle[locale])}
          body={t('lobby.heroBody')}
          cta={t('lobby.heroCta')}
        />
        <Banner
          to={localize('/demo')}
          icon="demo"
          title={t('demo.title')}
          body={t('lobby.demoBody')}
          cta={t('demo.play')}
        />
        <Banner
          to={localize(listPath('freespin'))}
          icon="freespin"
          title={t('lobby.freespinGames')}
          body={t('lobby.freespinBody')}
          cta={t('lobby.seeAll')}
        />
      </ul>

      <CategoryTabs
        className={s.tabs}
        member={member}
        counts={counts ?? undefined}
        value={tab}
        onValueChange={selectTab}
        renderPanel={(key) => <TabPanel tab={key} callbacks={callbacks} />}
      />

      <ProvidersSection title={t('providers.label')} />

      <LobbyRow
        title={t('lobby.hotGames')}
        moreHref={localize(listPath('hot'))}
        ranked
        filter={tabLists.hot.filter}
        sort={3}
        {...callbacks}
      />
      <LobbyRow
        title={t('lobby.newGames')}
        moreHref={localize(listPath('new'))}
        filter={{ gameNew: true }}
        sort={2}
        {...callbacks}
      />
      {member && (
        <LobbyRow
          title={t('lobby.recentGames')}
          moreHref={localize(listPath('recent'))}
          empty="recents"
          filter={tabLists.recent.filter}
          sort={1}
          {...callbacks}
        />
      )}
      {member && (
        <LobbyRow
          title={t('lobby.favouriteGames')}
          moreHref={localize(listPath('favourite'))}
          empty="favourites"
          filter={tabLists.favourite.filter}
          sort={1}
          {...callbacks}
        />
      )}

      <section className={s.promo} aria-labelledby="lobby-promotions">
        <span className={s.bannerIcon} aria-hidden="true">
          <Icon name="gift" size={28} />
        </span>
        <div className={s.promoText}>
          <h2 id="lobby-promotions" className={p.sectionTitle}>
            {t('lobby.promotions')}
          </h2>
          <p className={p.muted}>{t('lobby.promotionsBody')}</p>
        </div>
        <ButtonLink as={Link} to={localize('/promotions')}>
          {t('lobby.promotionsCta')}
        </ButtonLink>
      </section>
    </div>
  );
}
