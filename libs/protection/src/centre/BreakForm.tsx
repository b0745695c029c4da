import { breakDurations, protection, type BreakDuration } from '@lobby/contract';
import { FormAlert } from '@lobby/forms';
import { useTranslation } from '@lobby/i18n';
import { Button, Dialog, TextField } from '@lobby/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as css from '../shared/page.css';
import { durationLabel } from '../shared/words';

export interface BreakFormProps {
  /** Takes the break; resolves to a message when the platform refused it (a wrong password), else undefined. */
  onTake: (duration: BreakDuration, password: string) => Promise<string | undefined>;
  /** The clock the confirmation's end time is read from (tests and stories pass a fixed one). */
  now?: () => number;
}

/**
 * A time-out (24 hours to 6 weeks) or self-exclusion (6 months, a year, for good): chosen, then confirmed in a dialog
 * that says when it ends and asks for the password. Nothing starts before the member confirms; once it does, the
 * page logs the member out.
 */
export function BreakForm({ onTake, now = Date.now }: BreakFormProps) {
  const { t } = useTranslation('protection');
  const [duration, setDuration] = useState<BreakDuration>();
  const [choiceError, setChoiceError] = useState<string>();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const errorId = useId();

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!duration) {
      setChoiceError(t('pause.choose'));
      firstChoice.current?.focus();
      return;
    }
    setChoiceError(undefined);
    setPassword('');
    setPasswordError(undefined);
    setRefusal(undefined);
    setOpen(true);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!duration) return;
    if (!password) {
      setPasswordError(t('pause.passwordRequired'));
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onTake(duration, password);
    setBusy(false);
    if (refused) {
      setRefusal(refused);
      passwordRef.current?.focus();
    } else setOpen(false);
  };

  const until = duration ? protection.breakEnd(duration, now()) : null;
  const group = (kind: keyof typeof breakDurations, legend: string) => (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.choices}>
        {breakDurations[kind].map((option, i) => (
          <label key={option} className={css.choice}>
            <input
              ref={kind === 'timeout' && i === 0 ? firstChoice : undefined}
              type="radio"
              name="break-duration"
              value={option}
              checked={duration === option}
              onChange={() => setDuration(option)}
              aria-describedby={choiceError ? errorId : undefined}
            />
            {t(durationLabel[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <>
      <form onSubmit={start} noValidate className={css.header} aria-label={t('pause.title')}>
        {group('timeout', t('pause.timeout'))}
        {group('self_exclusion', t('pause.selfExclusion'))}
        {choiceError && (
          <p id={errorId} className={css.note} role="alert">
            {choiceError}
          </p>
        )}
        <div className={css.actions}>
          <Button type="submit" variant="danger" data-testid="break-start">
            {t('pause.start')}
          </Button>
        </div>
      </form>
      {/* Outside the form above: a submit in the dialog (a portal) would otherwise bubble to it through React. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        closeLabel={t('consent.close')}
        title={t('pause.confirmTitle')}
        initialFocusRef={passwordRef}
        footer={
          <div className={css.actions}>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('pause.cancel')}
            </Button>
            <Button type="submit" form="break-confirm" variant="danger" loading={busy} data-testid="break-confirm">
              {t('pause.confirm')}
            </Button>
          </div>
        }
      >
        <form id="break-confirm" onSubmit={confirm} noValidate className={css.header}>
          <p className={css.intro} data-testid="break-summary">
            {duration &&
              (until === null
                ? t('pause.confirmForever')
                : t('pause.confirmUntil', { duration: t(durationLabel[duration]), until }))}
          </p>
          <TextField
            ref={passwordRef}
            type="password"
            name="password"
            autoComplete="current-password"
            label={t('pause.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
          />
          <FormAlert>{refusal}</FormAlert>
        </form>
      </Dialog>
    </>
  );
}
