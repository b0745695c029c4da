import { ResponseCode } from '@lobby/api-client';
import { forgotCookie } from '@lobby/auth-guards';
import { useTranslation } from '@lobby/i18n';
import { Button, useToast } from '@lobby/ui-kit';
import { useState, type FormEvent } from 'react';
import { asQueryError, useChangePasswordMutation } from '../accountApi';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { useFieldErrors, useSingleFlight } from '../components/form';
import { useCodeMessage } from '../components/messages';
import { PasswordField } from '../components/PasswordField';
import * as s from '../components/shared.css';
import * as rules from '../validation';
import type { ValidationKey } from '../validation';

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
  const fields = useFieldErrors<Field>();
  const [forced] = useState(() => forgotCookie.isSet());
  const [alert, setAlert] = useState<string>();
  const [form, setForm] = useState(empty);
  const set = (name: Field, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    fields.clear(name);
  };
  const message = (key: ValidationKey | undefined) => key && t(`validation.${key}`);

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
        await changePassword({ old_password: form.oldPassword, new_password: form.newPassword, confirm_password: form.repeat }).unwrap();
        forgotCookie.clear();
        setForm(empty);
        toast.show(t('reset.success'), { tone: 'success' });
      } catch (caught) {
        const error = asQueryError(caught);
        if (error.code === ResponseCode.wrongCredentials) fields.show({ oldPassword: t('reset.oldIncorrect') }, order);
        else setAlert(codeMessage(error));
      }
    });
  };

  return (
    <AuthCard title={t('reset.title')} intro={forced ? t('reset.forced') : undefined} testId="reset-password-page">
      <form className={s.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          ref={fields.ref('oldPassword')}
          label={t('field.oldPassword')}
          name="old_password"
          autoComplete="current-password"
          value={form.oldPassword}
          error={fields.errors.oldPassword}
          onChange={(e) => set('oldPassword', e.target.value)}
        />
        <PasswordField
          ref={fields.ref('newPassword')}
          label={t('field.newPassword')}
          hint={t('field.passwordHint')}
          name="new_password"
          autoComplete="new-password"
          value={form.newPassword}
          error={fields.errors.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
        />
        <PasswordField
          ref={fields.ref('repeat')}
          label={t('field.newPasswordRepeat')}
          name="confirm_password"
          autoComplete="new-password"
          value={form.repeat}
          error={fields.errors.repeat}
          onChange={(e) => set('repeat', e.target.value)}
        />
        <FormAlert>{alert}</FormAlert>
        <Button type="submit" block size="lg" loading={isLoading}>
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
