import { useLocalizedPath } from '@lobby/i18n';
import { useCallback, useState } from 'react';
import { asQueryError, useLineAuthorizeMutation, type LineAction } from '../accountApi';
import type { QueryError } from '@lobby/api-client';
import { browser } from './browser';

/**
 * GET /line/api/authorize?username&action → the consent link, then the browser goes there. The member comes
 * back to loginLine (redirect_uri, a page of this site) with ?line=linked|denied.
 */
export function useLineAuthorize() {
  const localize = useLocalizedPath();
  const [authorize, { isLoading }] = useLineAuthorizeMutation();
  const [leaving, setLeaving] = useState(false);

  const start = useCallback(
    async (username: string, action: LineAction): Promise<QueryError | null> => {
      const redirect_uri = new URL(localize('/loginLine'), browser.origin()).href;
      let link: string;
      try {
        link = await authorize({ username, action, redirect_uri }).unwrap();
      } catch (caught) {
        const error = asQueryError(caught);
        // A server that does not know this site's origin refuses the return address: go without it.
        if (!/redirect_uri/i.test(error.message)) return error;
        try {
          link = await authorize({ username, action }).unwrap();
        } catch (again) {
          return asQueryError(again);
        }
      }
      if (!link) return { kind: 'malformed', message: 'no LINE link' };
      setLeaving(true);
      browser.assign(link);
      return null;
    },
    [authorize, localize],
  );

  return { start, busy: isLoading || leaving };
}
