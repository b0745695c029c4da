import { formsLocales } from '@lobby/forms/locales';
import { defineFeature } from '@lobby/util';
import { accountLocales } from './locales';

const registerPage = () => import('./register/RegisterPage').then((m) => m.RegisterPage);

/** Login, registration, password and LINE pages and the phone profile (spec §2, §6). */
export const accountFeature = defineFeature({
  feature: 'account',
  namespaces: { account: accountLocales, forms: formsLocales },
  routes: [
    {
      name: 'login',
      path: 'login',
      layout: 'default',
      header: 'auth',
      access: 'visitor',
      page: () => import('./login/LoginPage').then((m) => m.LoginPage),
    },
    {
      name: 'register-id',
      path: 'register/:id?',
      layout: 'default',
      header: 'auth',
      access: 'visitor',
      page: registerPage,
    },
    { name: 'aff-id', path: 'aff/:id?', layout: 'default', header: 'auth', access: 'visitor', page: registerPage },
    {
      name: 'registerAff-id',
      path: 'registerAff/:id?',
      layout: 'bare',
      header: 'auth',
      access: 'visitor',
      page: registerPage,
    },
    {
      name: 'forgot',
      path: 'forgot',
      layout: 'default',
      header: 'auth',
      page: () => import('./forgot/ForgotPage').then((m) => m.ForgotPage),
    },
    {
      name: 'resetPassword',
      path: 'resetPassword',
      layout: 'default',
      header: 'named',
      access: 'member',
      page: () => import('./resetPassword/ResetPasswordPage').then((m) => m.ResetPasswordPage),
    },
    {
      name: 'loginLine',
      path: 'loginLine',
      layout: 'bare',
      header: 'named',
      page: () => import('./line/LoginLinePage').then((m) => m.LoginLinePage),
    },
    {
      name: 'profile',
      path: 'profile',
      layout: 'default',
      header: 'named',
      page: () => import('./profile/ProfilePage').then((m) => m.ProfilePage),
    },
  ],
  widgets: {
    /** The sidebar's "link LINE" / "change LINE" button. */
    lineLink: () => import('./line/LineLinkButton').then((m) => m.LineLinkButton),
  },
});
