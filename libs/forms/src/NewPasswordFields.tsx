import { useTranslation } from '@lobby/i18n';
import type { TextBinding } from './form';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps {
  password: TextBinding;
  repeat: TextBinding;
  /** Register asks for a "password"; forgot and change password for a "new password". */
  wording: 'password' | 'newPassword';
  /** The inputs' names (password managers read them); change password uses the server's field names. */
  names?: { password: string; repeat: string };
}

const labels = {
  password: { password: 'field.password', repeat: 'field.passwordRepeat' },
  newPassword: { password: 'field.newPassword', repeat: 'field.newPasswordRepeat' },
} as const;

/** A new password, with the length rule as its hint, and the repeat that must match it. */
export function NewPasswordFields({
  password,
  repeat,
  wording,
  names = { password: 'password', repeat: 'password_repeat' },
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <PasswordField
        {...password}
        label={t(labels[wording].password)}
        hint={t('field.passwordHint')}
        name={names.password}
        autoComplete="new-password"
      />
      <PasswordField {...repeat} label={t(labels[wording].repeat)} name={names.repeat} autoComplete="new-password" />
    </>
  );
}
