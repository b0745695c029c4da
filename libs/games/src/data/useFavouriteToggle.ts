import { useMutation } from '@apollo/client/react';
import { AddFavouriteDocument } from '@lobby/api-client/gql';
import { useLocalizedPath } from '@lobby/i18n';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GameItem } from '../types';
import { useFavouriteErrorToast, useFavouriteToast } from '../useFavouriteToast';
import { favouriteToggled } from './memberLists';
import { useGamesSession } from './session';

export interface FavouriteToggle {
  /** Pass to GameTile / VirtualGameGrid `onToggleFavourite`; stable between renders of one page. */
  toggle: (game: GameItem) => void;
  /** Games whose mutation is in flight (VirtualGameGrid `pendingFavourites`). */
  pending: ReadonlySet<string>;
}

/** The login page with the return address of the current page (spec §6: login accepts `url`). */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  return useCallback(() => {
    navigate(`${localize('/login')}?${new URLSearchParams({ url: here.current })}`);
  }, [navigate, localize]);
}

/**
 * Favourite hearts (spec §4): a member's tap calls `addFavourite` (a toggle), flips the game's flag in every list
 * (Apollo cache), puts the answer's counts in the session (sidebar counts) and shows the toast; a visitor's tap goes
 * to login with `?url=` the current page.
 */
export function useFavouriteToggle(): FavouriteToggle {
  const { member, userID } = useGamesSession();
  const toLogin = useLoginRedirect();
  const announce = useFavouriteToast();
  const announceFailure = useFavouriteErrorToast();
  const [addFavourite] = useMutation(AddFavouriteDocument);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const inFlight = useRef(new Set<string>());

  const toggle = useCallback(
    (game: GameItem) => {
      if (!member) {
        toLogin();
        return;
      }
      if (inFlight.current.has(game._id)) return;
      inFlight.current.add(game._id);
      setPending(new Set(inFlight.current));
      const added = !game.favourite;
      addFavourite({
        variables: { userID, gameID: game._id },
        update: (cache) => favouriteToggled(cache, game._id, added),
      })
        // The answer's counts update the one cached copy the sidebar and tabs show (Counts is a cache singleton).
        .then(() => announce(game, added))
        .catch(() => announceFailure())
        .finally(() => {
          inFlight.current.delete(game._id);
          setPending(new Set(inFlight.current));
        });
    },
    [member, userID, toLogin, addFavourite, announce, announceFailure],
  );

  return { toggle, pending };
}
