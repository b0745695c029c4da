import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionActions, useSessionState } from '@lobby/auth-guards';

/**
 * A member who comes back with a session cookie gets the same as at login: counts once, and the profile when
 * missing or older than 30 s (checked on every page change, spec §4).
 */
export function SessionBootstrap() {
  const { accessToken, userId, counts } = useSessionState();
  const { loadCounts, ensureProfile } = useSessionActions();
  const { pathname } = useLocation();

  useEffect(() => {
    if (accessToken && userId && counts === null) void loadCounts(userId).catch(() => undefined);
  }, [accessToken, userId, counts, loadCounts]);

  useEffect(() => {
    if (accessToken) void ensureProfile().catch(() => undefined);
  }, [accessToken, pathname, ensureProfile]);
  return null;
}
