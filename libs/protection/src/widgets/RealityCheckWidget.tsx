import { useSessionActions, useSessionState } from '@lobby/auth-guards';
import { useLocalizedPath } from '@lobby/i18n';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { protectionApi, useRealityMutation } from '../protectionApi';
import { RealityCheckDialog } from './RealityCheckDialog';
import { forgetVisit, visitStart } from './visit';

/**
 * The play reminder (issue 15): every N minutes of the visit (the member's choice, kept by the platform), a dialog
 * with the time played and the games' net result since the visit began. Counted on this device's clock from the
 * moment the member's first page of the visit opened.
 */
export function RealityCheckWidget() {
  const { accessToken, userId } = useSessionState();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { logout } = useSessionActions();
  const [ask] = useRealityMutation();
  // The page's own answer when the member just changed the interval there; else what the platform said on arrival.
  const cached = protectionApi.endpoints.protectionState.useQueryState(undefined, {
    skip: !accessToken,
    selectFromResult: (r) => ({ minutes: r.data?.reality_check.minutes }),
  }).minutes;
  const [fetched, setFetched] = useState<number | null>();
  const [start, setStart] = useState<number>();
  const [shown, setShown] = useState<{ played: number; net: number | undefined }>();

  useEffect(() => {
    if (!accessToken || !userId) {
      forgetVisit();
      setStart(undefined);
      setFetched(undefined);
      return;
    }
    const began = visitStart(userId, Date.now());
    setStart(began);
    void ask({ since: new Date(began).toISOString() }).then((answer) => {
      if (answer.data) setFetched(answer.data.minutes);
    });
  }, [accessToken, userId, ask]);

  const minutes = cached !== undefined ? cached : fetched;
  useEffect(() => {
    if (start === undefined || !minutes || shown) return;
    const every = minutes * 60_000;
    const now = Date.now();
    const due = start + (Math.floor((now - start) / every) + 1) * every;
    const timer = setTimeout(() => {
      void ask({ since: new Date(start).toISOString() }).then((answer) =>
        setShown({ played: (Date.now() - start) / 1000, net: answer.data?.net }),
      );
    }, due - now);
    return () => clearTimeout(timer);
  }, [start, minutes, shown, ask]);

  if (!accessToken) return null;
  return (
    <RealityCheckDialog
      open={shown !== undefined}
      playedSeconds={shown?.played ?? 0}
      net={shown?.net}
      onKeepPlaying={() => setShown(undefined)}
      onLimits={() => {
        setShown(undefined);
        navigate(localize('/responsible-gaming'));
      }}
      onLogout={() => {
        setShown(undefined);
        void logout().then(() => navigate(localize('/'), { replace: true }));
      }}
    />
  );
}
