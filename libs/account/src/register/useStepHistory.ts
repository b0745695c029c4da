import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** What a step's history entry keeps besides the address: the steps of the flow behind it, oldest first. */
interface StepHistoryState {
  registerTrail?: number[];
}

/**
 * The registration step (1-based) lives in the address (`?step=2`, none for the first), one history entry per step
 * forward, so the browser's Back returns one step and Forward comes back to the next. Going back from the page
 * (its back buttons, a refusal that points at an earlier step) goes back through the history when that step's entry
 * is behind, so the entries stay in step order.
 */
export function useStepHistory(count: number) {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const param = query.get('step');
  const raw = Number(param ?? 1);
  const requested = Number.isInteger(raw) && raw >= 1 && raw <= count ? raw : 1;
  // The address as the page writes it: no `step` for the first, `step=2` … for the others.
  const canonical = requested === 1 ? param === null : param === String(requested);
  const state = location.state as StepHistoryState | null;
  const trail = useMemo(() => (Array.isArray(state?.registerTrail) ? state.registerTrail : []), [state]);

  const addressOf = useCallback(
    (step: number) => {
      const search = new URLSearchParams(location.search);
      if (step === 1) search.delete('step');
      else search.set('step', String(step));
      const text = search.toString();
      return { pathname: location.pathname, search: text ? `?${text}` : '' };
    },
    [location.pathname, location.search],
  );

  /** A new entry for the next step. */
  const forward = useCallback(
    (from: number, to: number) =>
      void navigate(addressOf(to), { state: { ...state, registerTrail: [...trail, from] } }),
    [addressOf, navigate, state, trail],
  );

  /** Back to an earlier step: through the history when its entry is behind, else in place of this entry. */
  const back = useCallback(
    (to: number) => {
      const index = trail.lastIndexOf(to);
      if (index >= 0) void navigate(index - trail.length);
      else void navigate(addressOf(to), { replace: true, state });
    },
    [addressOf, navigate, state, trail],
  );

  /** This entry shows another step (one the member may not be on yet falls back): the address says so. */
  const settle = useCallback(
    (to: number) => void navigate(addressOf(to), { replace: true, state }),
    [addressOf, navigate, state],
  );

  return { requested, canonical, entry: location.key, forward, back, settle };
}
