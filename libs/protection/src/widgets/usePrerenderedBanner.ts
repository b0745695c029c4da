import { PRERENDERED_CONSENT_ID } from '@lobby/util';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export type ConsentAction = 'accept' | 'reject' | 'manage';

/**
 * The consent banner the build wrote after `#root` (shown, inert, since the first paint), made live in place: its
 * buttons act and its policy link navigates within the site. Drawing a second banner instead would be a later paint of
 * the first screen's largest text, and so the page's LCP (issue 14). False when the page has no such banner (it was
 * answered, or the page was not prerendered): then the widget draws its own.
 */
export function usePrerenderedBanner(shown: boolean, onAction: (action: ConsentAction) => void): boolean {
  const [banner] = useState(() => document.getElementById(PRERENDERED_CONSENT_ID));
  const navigate = useNavigate();
  const act = useRef(onAction);
  act.current = onAction;

  useEffect(() => {
    if (!banner) return;
    banner.removeAttribute('inert');
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element).closest('a, button');
      if (target instanceof HTMLAnchorElement) {
        event.preventDefault();
        void navigate(target.pathname);
        return;
      }
      const action = target?.getAttribute('data-testid')?.replace(/^consent-/, '');
      if (action === 'accept' || action === 'reject' || action === 'manage') act.current(action);
    };
    banner.addEventListener('click', onClick);
    return () => banner.removeEventListener('click', onClick);
  }, [banner, navigate]);

  useEffect(() => {
    if (banner) banner.hidden = !shown;
  }, [banner, shown]);

  return banner !== null;
}
