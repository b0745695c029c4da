import { defineFeature } from '@lobby/util';
import { gamesLocales } from './locales';

/** The game lobby's pages (spec §2). Each page is its own chunk and uses GraphQL (Apollo loads with it). */
export const gamesFeature = defineFeature({
  feature: 'games',
  namespaces: { games: gamesLocales },
  routes: [
    {
      name: 'index',
      path: '',
      layout: 'default',
      header: 'index',
      apollo: true,
      page: () => import('./pages/HomeLobbyPage').then((m) => m.HomeLobbyPage),
    },
    {
      name: 'list-id',
      path: 'list/:id?',
      layout: 'default',
      header: 'index',
      titleParam: 'id',
      apollo: true,
      page: () => import('./pages/GameListPage').then((m) => m.GameListPage),
    },
    {
      name: 'favourite',
      path: 'favourite',
      layout: 'default',
      header: 'named',
      page: () => import('./pages/FavouritePage').then((m) => m.FavouritePage),
    },
    {
      name: 'search-id',
      path: 'search/:id?',
      layout: 'default',
      header: 'index',
      titleParam: 'id',
      apollo: true,
      page: () => import('./pages/SearchPage').then((m) => m.SearchPage),
    },
    {
      name: 'game-id',
      path: 'game/:id',
      layout: 'basic',
      header: 'named',
      titleParam: 'id',
      apollo: true,
      page: () => import('./pages/GamePage').then((m) => m.GamePage),
    },
    {
      name: 'game-id-name',
      path: 'game/:id/:name',
      layout: 'basic',
      header: 'named',
      titleParam: 'name',
      apollo: true,
      page: () => import('./pages/GamePage').then((m) => m.GamePage),
    },
    {
      name: 'demo',
      path: 'demo',
      layout: 'default',
      header: 'index',
      apollo: true,
      page: () => import('./pages/DemoPage').then((m) => m.DemoPage),
    },
  ],
});
