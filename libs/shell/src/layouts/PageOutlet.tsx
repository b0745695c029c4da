import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { apiRecovered, selectApiFailure } from '@lobby/api-client';
import { ApiFailureScreen } from '../pages/ApiFailureScreen';
import { useOnline } from '@lobby/util';
import { useSiteDispatch, useSiteSelector } from '../site/store';
import * as css from './Layout.css';

/** Whether a text field of the page holds something: what the error screen promises to keep. */
function holdsTypedInput(page: HTMLElement | null): boolean {
  if (!page) return false;
  const fields = page.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const notTyped = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image', 'range']);
  return [...fields].some((field) => !notTyped.has(field.type) && field.value.trim() !== '');
}

/**
 * The page, with the API error screen in front of it after a failed non-exempt call (spec §7). The page stays
 * mounted underneath (hidden and inert), so what the member typed is still there when the server is back; going
 * to another page clears the screen (that page asks the server again and shows it anew if it is still down). A call
 * that failed because the browser has no network is the offline banner's to explain: the page stays as it was, and
 * coming back online asks again (createSite).
 */
export function PageOutlet() {
  const online = useOnline();
  const failure = useSiteSelector(selectApiFailure);
  const shown = failure && !(failure.kind === 'network' && !online) ? failure : null;
  const dispatch = useSiteDispatch();
  const { key } = useLocation();
  const shownFor = useRef(key);
  const content = useRef<HTMLDivElement>(null);
  const [keptInput, setKeptInput] = useState(false);

  // Read as the screen comes up, before it paints: only a page with something typed in it is told it is kept.
  useLayoutEffect(() => {
    if (shown) setKeptInput(holdsTypedInput(content.current));
  }, [shown]);

  useEffect(() => {
    if (shownFor.current !== key && failure) dispatch(apiRecovered());
    shownFor.current = key;
  }, [key, failure, dispatch]);

  return (
    <>
      {shown && <ApiFailureScreen keptInput={keptInput} />}
      <div
        className={shown ? undefined : css.pageContent}
        hidden={Boolean(shown)}
        inert={Boolean(shown)}
        data-testid="page-content"
        ref={content}
      >
        <Outlet />
      </div>
    </>
  );
}
