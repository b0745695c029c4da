import { useQuery } from '@apollo/client/react';
import { GameByIdDocument } from '@lobby/api-client/gql';
import { useLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, Dialog, Icon, Spinner } from '@lobby/ui-kit';
import { notFound, useDevice, usePageTitleParam } from '@lobby/util';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router';
import { useLoginRedirect } from '../data/useFavouriteToggle';
import { useGamesSession } from '../data/session';
import { useLaunch } from '../data/useLaunch';
import { gameName, useGamesText } from '../locale';
import { isDemoHandle } from '../types';
import * as s from './GamePage.css';

function BackToLobby({ to }: { to: string }) {
  const { t } = useGamesText();
  return (
    <Link to={to} className={s.backLink}>
      <Icon name="back" size={20} />
      {t('launch.backToLobby')}
    </Link>
  );
}

/** The provider's game window; autoplay and full screen are what game frames ask for. */
function GameFrame({ url, title, className }: { url: string; title: string; className: string }) {
  return (
    <iframe
      className={className}
      src={url}
      title={title}
      allow="autoplay; fullscreen; encrypted-media"
      allowFullScreen
    />
  );
}

/** The game's name from the address: the handle with hyphens as spaces (as the spec's page title does). */
function nameFromHandle(handle: string | undefined): string {
  return (handle ?? '').replace(/-/g, ' ').trim();
}

/** Full screen on phones: the page under the game must not scroll or show through. */
function useLockedScroll(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}

/**
 * A game (`/game/{id}` and `/game/{id}/{name}`, spec §2 and §4): launches it (client MB on mobile, PC otherwise, the
 * page's language) with a loading indicator, then shows the game window in the page on desktop (content width, 16:9)
 * or over the whole screen on a phone, each with a way back to the lobby. Code 99 opens the maintenance dialog with the
 * server's message; any other failure stops loading with a message and a retry. Names containing "-demo" launch
 * without a session.
 */
export function GamePage() {
  const { t } = useGamesText();
  const { t: tc } = useTranslation('common');
  const { id = '', name } = useParams();
  const device = useDevice();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const demo = isDemoHandle(name ?? id);
  const { userID } = useGamesSession();
  const locale = useLocale();
  // The game itself: its name for the title (the address's slug may be stale or made up), or a 404 if there is no
  // such game (a retry of the launch could never help). Ids are numbers; anything else names no game.
  const validId = /^\d{1,15}$/.test(id);
  const known = useQuery(GameByIdDocument, { variables: { id, ...(userID ? { userID } : {}) }, skip: !validId });
  if (!validId || (known.data && known.data.game === null)) notFound();
  const game = known.data?.game;
  const { state, retry } = useLaunch(id, { demo });
  const title = game ? gameName(game, locale) : nameFromHandle(name ?? id);
  usePageTitleParam(game ? title : undefined);
  const lobby = localize('/');
  const mobile = device === 'mobile';
  const fullscreenRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'login') toLogin();
  }, [state.status, toLogin]);

  useLockedScroll(mobile && state.status === 'open');

  if (state.status === 'open') {
    const frameTitle = t('launch.frameTitle', { name: title });
    if (mobile) {
      // In the body, above the layout: fixed to the screen from its first frame, whatever contains the page (issue
      // 14: drawn inside the layout first, it jumped to full screen, a layout shift of 0.07 on a phone).
      return createPortal(
        <div className={s.fullscreen} role="region" aria-label={frameTitle}>
          <div className={s.fullscreenBar}>
            <BackToLobby to={lobby} />
            <p className={s.fullscreenTitle}>{title}</p>
          </div>
          <GameFrame className={s.fullscreenFrame} url={state.url} title={frameTitle} />
        </div>,
        document.body,
      );
    }
    return (
      <div className={s.page}>
        <div className={s.toolbar}>
          <BackToLobby to={lobby} />
          <h1 className={s.title}>{title}</h1>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void fullscreenRef.current?.requestFullscreen?.().catch(() => undefined);
            }}
          >
            {t('launch.fullscreen')}
          </Button>
          <a className={s.backLink} href={state.url} target="_blank" rel="noopener noreferrer">
            {t('launch.newWindow')}
            <Icon name="link" size={16} />
          </a>
        </div>
        <div ref={fullscreenRef} className={s.stage}>
          <GameFrame className={s.frame} url={state.url} title={frameTitle} />
        </div>
      </div>
    );
  }

  return (
    <div className={s.page}>
      <div className={s.toolbar}>
        <BackToLobby to={lobby} />
        <h1 className={s.title}>{title}</h1>
      </div>
      {state.status === 'failed' ? (
        <div className={s.status} role="alert">
          <Icon name="warning" size={32} />
          <p className={s.statusText}>{state.message}</p>
          <div className={s.actions}>
            <Button onClick={retry}>{t('launch.retry')}</Button>
            <ButtonLink as={Link} to={lobby} variant="secondary">
              {t('launch.backToLobby')}
            </ButtonLink>
          </div>
        </div>
      ) : state.status === 'maintenance' ? (
        <div className={s.status}>
          <Icon name="warning" size={32} />
          <p className={s.statusText}>{t('launch.maintenanceTitle')}</p>
        </div>
      ) : (
        <div className={s.status} aria-busy="true">
          <Spinner label={t('launch.loading')} size="lg" showLabel />
        </div>
      )}
      <Dialog
        open={state.status === 'maintenance'}
        title={t('launch.maintenanceTitle')}
        onClose={() => navigate(lobby)}
        closeLabel={tc('actions.close')}
        footer={
          <ButtonLink as={Link} to={lobby} block>
            {t('launch.backToLobby')}
          </ButtonLink>
        }
      >
        <p>{state.status === 'maintenance' ? state.message : ''}</p>
      </Dialog>
    </div>
  );
}
