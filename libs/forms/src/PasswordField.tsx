import { useTranslation } from '@lobby/i18n';
import { TextField, type TextFieldProps } from '@lobby/ui-kit';
import { useState } from 'react';
import * as s from './form.css';

/** A password input with a show / hide toggle (a named button, not an icon-only div). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className={s.reveal}
          aria-pressed={visible}
          aria-label={t('field.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('field.hide') : t('field.show')}
        </button>
      }
    />
  );
}
