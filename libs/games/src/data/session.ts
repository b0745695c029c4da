import { useSessionState, type Counts } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';

export interface GamesSession {
  /** A logged-in member (access token present). */
  member: boolean;
  /** The member's id for userID arguments (spec §7); undefined for visitors. */
  userID: string | undefined;
  /** The member's group, else the brand's default group id (spec §1). */
  groupID: string;
  counts: Counts | null;
}

/** Who is browsing, as the game queries need it. */
export function useGamesSession(): GamesSession {
  const session = useSessionState();
  const brand = useBrand();
  const member = Boolean(session.accessToken);
  return {
    member,
    userID: member ? (session.userId ?? undefined) : undefined,
    groupID: session.groupId || brand.defaultGroupId,
    counts: session.counts,
  };
}

/** The counts of a mutation's answer, without Apollo's __typename (the session slice keeps plain counts). */
export function countsOf(answer: Counts): Counts {
  return { countFavourite: answer.countFavourite, countRecent: answer.countRecent };
}
