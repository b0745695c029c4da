import { useCounts, useSessionState, type Counts } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';

export interface GamesSession {
  /** A logged-in member (access token present). */
  member: boolean;
  /** The member's id for userID arguments (spec §7); undefined for visitors. */
  userID: string | undefined;
  /** The member's group, else the brand's default group id (spec §1). */
  groupID: string;
  /** Favourite and recent counts; undefined for visitors and while unknown. */
  counts: Counts | undefined;
}

/** Who is browsing, as the game queries need it. */
export function useGamesSession(): GamesSession {
  const session = useSessionState();
  const brand = useBrand();
  const member = Boolean(session.accessToken);
  const counts = useCounts();
  return {
    member,
    userID: member ? (session.userId ?? undefined) : undefined,
    groupID: session.groupId || brand.defaultGroupId,
    counts,
  };
}
