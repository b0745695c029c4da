import {
  FormAlert,
  useForm,
  useSingleFlight,
  NewPasswordFields,
  PasswordField,
  WaitingSubmit,
  formStyles as s,
} from '@lobby/forms';
import { ResponseCode, useCodeMessage } from '@lobby/api-client';
import { forgotCookie } from '@lobby/auth-guards';
import { useTranslation } from '@lobby/i18n';
import { announceGameTicketsExpired } from '@lobby/util';
import { useToast } from '@lobby/ui-kit';
import { useState, type FormEvent } from 'react';
import { asQueryError, useChangePasswordMutation } from '../accountApi';
import { AuthCard } from '../components/AuthCard';
import { useWait } from '../components/useWait';
import { rules, type ValidationKey } from '@lobby/contract';

type Field = 'oldPassword' | 'newPassword' | 'repeat';
const order: Field[] = ['oldPassword', 'newPassword', 'repeat'];
const empty = { oldPassword: '', newPassword: '', repeat: '' };

/**
 * Change password for a logged-in member (spec §2 resetPassword, §5): old, new (≥ 6) and a matching repeat.
 * Also where the forgot cookie sends the visitor; a successful change clears it. No route params or query.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const once = useSingleFlight();
  const codeMessage = useCodeMessage();
  const { fields, values: form, setValues, bind } = useForm(empty);
  const [forced] = useState(() => forgotCookie.isSet());
  const [alert, setAlert] = useState<string>();
  const message = (key: ValidationKey | undefined) => key && t(`forms:validation.${key}`);
  const wait = useWait();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      setAlert(undefined);
      const valid = fields.show(
        {
          oldPassword: message(rules.oldPassword(form.oldPassword)),
          newPassword: message(rules.password(form.newPassword)),
          repeat: message(rules.repeatOf(form.newPassword)(form.repeat)),
        },
        order,
      );
      if (!valid) return;
      try {
        await changePassword({
          old_password: form.oldPassword,
          new_password: form.newPassword,
          confirm_password: form.repeat,
        }).unwrap();
        forgotCookie.clear();
        // The platform killed the game tickets this session launched: open game pages launch again.
        announceGameTicketsExpired();
        setValues(empty);
        toast.show(t('reset.success'), { tone: 'success' });
      } catch (caught) {
        const error = asQueryError(caught);
        if (error.code === ResponseCode.wrongCredentials) fields.show({ oldPassword: t('reset.oldIncorrect') }, order);
        else {
          // 3000: too many tries; the button counts down the `result.wait` seconds.
          setAlert(wait.waitFor(error) ? t('forms:wait.tooMany') : codeMessage(error));
        }
      }
    });
  };

  return (
    <AuthCard title={t('reset.title')} intro={forced ? t('reset.forced') : undefined} testId="reset-password-page">
      <form className={s.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          {...bind('oldPassword')}
          label={t('forms:field.oldPassword')}
          name="old_password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={bind('newPassword')}
          repeat={bind('repeat')}
          wording="newPassword"
          names={{ password: 'new_password', repeat: 'confirm_password' }}
        />
        <FormAlert>{alert}</FormAlert>
        <WaitingSubmit loading={isLoading} waitUntil={wait.until}>
          {t('reset.submit')}
        </WaitingSubmit>
      </form>
    </AuthCard>
  );
}
