import { absolute, type AppContext } from '../context.ts';
import type { CategoryRow, GameRow } from './repo.ts';

/** Spec §3 game list item; member-only fields stay null for visitors. */
export function gameView(ctx: AppContext, g: GameRow, loggedIn: boolean) {
  return {
    _id: g.id,
    type: g.type,
    category: g.category,
    code: g.code,
    img: absolute(ctx, `/assets/games/${g.code}.png`),
    language: g.language,
    nameTh: g.name_th,
    nameEn: g.name_en,
    freespin: g.freespin,
    hot: g.hot,
    new: g.new,
    categoryName: g.category_name,
    handle: g.handle,
    rating: loggedIn ? g.rating : null,
    favourite: loggedIn ? g.favourite : null,
    recent: loggedIn ? g.recent : null,
    launching: g.launching,
    maintenance: g.maintenance,
  };
}

export function categoryView(ctx: AppContext, c: CategoryRow, loggedIn: boolean) {
  return {
    _id: c.id,
    type: c.type,
    category: c.code,
    code: c.code,
    img: absolute(ctx, `/assets/providers/${c.code}.svg`),
    language: c.language,
    nameTh: c.name_th,
    nameEn: c.name_en,
    launching: c.launching,
    hot: c.hot,
    new: c.new,
    root: c.root,
    categoryName: c.category_name,
    handle: c.handle,
    enable: loggedIn ? c.enabled : null,
    favourite: loggedIn ? c.favourite : null,
    recent: loggedIn ? c.recent : null,
    maintenance: c.maintenance,
  };
}
