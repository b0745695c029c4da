import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '@lobby/testing';
import { formsLocales } from './locales';
import { useForm } from './form';
import { NewPasswordFields } from './NewPasswordFields';

const namespaces = { forms: formsLocales };

function Fields(props: Pick<Parameters<typeof NewPasswordFields>[0], 'wording' | 'names'>) {
  const { bind } = useForm({ password: '', repeat: '' });
  return <NewPasswordFields password={bind('password')} repeat={bind('repeat')} {...props} />;
}

describe('NewPasswordFields', () => {
  it('labels a "password" for register, with the rule as hint and new-password autocomplete', () => {
    renderWithLocale(<Fields wording="password" />, { locale: 'en', namespaces });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(/6/);
    const repeat = screen.getByLabelText('Repeat password');
    expect(repeat).toHaveAttribute('name', 'password_repeat');
    expect(repeat).toHaveAttribute('autocomplete', 'new-password');
  });

  it('labels a "new password" for forgot and change password, with the names given', async () => {
    const page = renderWithLocale(
      <Fields wording="newPassword" names={{ password: 'new_password', repeat: 'confirm_password' }} />,
      { locale: 'en', namespaces },
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('name', 'new_password');
    expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('name', 'confirm_password');
    await page.user.type(screen.getByLabelText('Repeat new password'), 'secret');
    expect(screen.getByLabelText('Repeat new password')).toHaveValue('secret');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
