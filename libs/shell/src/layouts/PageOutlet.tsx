import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { apiRecovered, selectApiFailure } from '@lobby/api-client';
import { ApiFailureScreen } from '../pages/ApiFailureScreen';
import { useSiteDispatch, useSiteSelector } from '../site/store';
import * as css from './Layout.css';

/**
 * The page, with the API error screen in front of it after a failed non-exempt call (spec §7). The page stays
 * mounted underneath (hidden and inert), so what the member typed is still there when the server is back; going
 * to another page clears the screen (that page asks the server again and shows it anew if it is still down).
 */
export function PageOutlet() {
  const failure = useSiteSelector(selectApiFailure);
  const dispatch = useSiteDispatch();
  const { key } = useLocation();
  const shownFor = useRef(key);

  useEffect(() => {
    if (shownFor.current !== key && failure) dispatch(apiRecovered());
    shownFor.current = key;
  }, [key, failure, dispatch]);

  return (
    <>
      {failure && <ApiFailureScreen />}
      <div
        className={failure ? undefined : css.pageContent}
        hidden={Boolean(failure)}
        inert={Boolean(failure)}
        data-testid="page-content"
      >
        <Outlet />
      </div>
    </>
  );
}
