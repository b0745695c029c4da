import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * What the panel keeps on its history entries: whether an in-site link opened the drawer (so closing goes Back),
 * and how many entries the drawer has pushed since (its steps), so closing goes back past all of them.
 */
export interface PanelHistoryState {
  drawerOpened?: boolean;
  depth?: number;
}

/** How far Back reaches the page the drawer was opened over. */
export const entriesSinceOpened = (state: PanelHistoryState | null) => state?.depth ?? 1;

/**
 * The panel's step (spec §4 tranferTab step: 0 channels, 1 amount or account, 2 QR) lives in the address, one
 * history entry per step forward, so the browser's Back returns one step (spec §4 "on mobile a back action on the
 * amount or QR step returns one step") and Forward comes back.
 */
export function usePanelStep() {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(query.get('step'));
  const step = Number.isInteger(raw) && raw > 0 && raw <= 2 ? raw : 0;
  const state = location.state as PanelHistoryState | null;

  const go = useCallback(
    (next: number) => {
      const search = new URLSearchParams(location.search);
      search.set('step', String(next));
      const depth = entriesSinceOpened(state) + 1;
      void navigate({ pathname: location.pathname, search: `?${search}` }, { state: { ...state, depth } });
    },
    [location.pathname, location.search, navigate, state],
  );

  /** Back to an earlier step through the history, so Back from there leaves the panel rather than redoing it. */
  const rewind = useCallback(
    (to: number) => {
      if (step > to) void navigate(to - step);
    },
    [navigate, step],
  );

  return { step, go, rewind };
}
