import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { cookieNames } from '@lobby/auth-guards';
import { useLocalizedPath } from '@lobby/i18n';
import { removeCookie, writeCookie } from '@lobby/util';
import { useCurrentRoute } from '../routes/routeHandle';
import { MAINTENANCE_WINDOW, useRootCheck } from './maintenance';

/**
 * Polls the API root (not while the browser is offline); sends everyone to the maintenance page while it answers
 * code 0, and home afterwards.
 */
export function MaintenanceWatcher() {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const route = useCurrentRoute();
  const check = useRootCheck();
  const inMaintenance = check.data?.code === 0;
  const known = check.isSuccess || check.isError;

  useEffect(() => {
    if (!known) return;
    if (inMaintenance) {
      writeCookie(cookieNames.maintenance, MAINTENANCE_WINDOW);
      if (route.name !== 'maintenance') void navigate(localize('/maintenance'), { replace: true });
    } else {
      removeCookie(cookieNames.maintenance);
      if (route.name === 'maintenance') void navigate(localize('/'), { replace: true });
    }
  }, [known, inMaintenance, route.name, navigate, localize]);
  return null;
}
