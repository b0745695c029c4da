import { Profiler, StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './theme.css';
import { CategoryTabs } from '../src/components/CategoryTabs/CategoryTabs';
import { VirtualGameGrid } from '../src/components/VirtualGameGrid/VirtualGameGrid';
import { makeGames } from '../src/testing/fixtures';
import { LocaleProviders } from '@lobby/site';
import { i18nFor } from '@lobby/testing';
import { gamesFeature } from '../src/routes';
import type { GameItem } from '../src/types';

/*
 * Benchmark page: the lobby's category row above a VirtualGameGrid of 5,000 games whose art is served by
 * bench/run.mjs (/art/{n}.svg), so lazy loading and decoding happen as on the site.
 */
const params = new URLSearchParams(location.search);
const count = Number(params.get('games') ?? 5000);
// ?art=none drops the artwork, to tell image cost from the grid's own.
const withArt = params.get('art') !== 'none';
// A few games under maintenance, as when a provider is down.
const initial: GameItem[] = makeGames(count).map((game, i) => ({
  ...game,
  img: withArt ? `/art/${i}.svg` : '',
  maintenance: i % 97 === 13,
}));

declare global {
  interface Window {
    __commits: { start: number; duration: number }[];
  }
}
window.__commits = [];
/** React's own time per grid commit (what the component costs, apart from style, layout and paint). */
function recordCommit(_id: string, _phase: string, actualDuration: number, _base: number, startTime: number) {
  window.__commits.push({ start: startTime, duration: actualDuration });
}

function Bench() {
  const [games, setGames] = useState(initial);
  const onToggleFavourite = useCallback((game: GameItem) => {
    setGames((list) => list.map((g) => (g._id === game._id ? { ...g, favourite: !g.favourite } : g)));
  }, []);
  const onLaunch = useCallback((game: GameItem) => console.info('launch', game.code), []);
  return (
    <main style={{ maxWidth: 1440, margin: '0 auto', padding: '0 16px' }}>
      <h1 style={{ margin: '16px 0' }}>5,000 เกม</h1>
      <CategoryTabs member hrefFor={(key) => `#${key}`} />
      <div style={{ height: 16 }} />
      <Profiler id="grid" onRender={recordCommit}>
        <VirtualGameGrid games={games} onLaunch={onLaunch} onToggleFavourite={onToggleFavourite} />
      </Profiler>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocaleProviders i18n={i18nFor('th', gamesFeature.namespaces)} locale="th">
      <Bench />
    </LocaleProviders>
  </StrictMode>,
);
