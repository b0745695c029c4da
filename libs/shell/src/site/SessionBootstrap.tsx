import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionActions, useSessionState } from '@lobby/auth-guards';

/**
 * A member who comes back with a session cookie gets the profile, refetched on a page change when older than
 * 30 s (spec §4; RTK Query's own age rule). Counts load where they are shown (useCounts).
 */
export function SessionBootstrap() {
  const { accessToken } = useSessionState();
  const { ensureProfile } = useSessionActions();
  const { pathname } = useLocation();

  useEffect(() => {
    if (accessToken) void ensureProfile().catch(() => undefined);
  }, [accessToken, pathname, ensureProfile]);
  return null;
}
