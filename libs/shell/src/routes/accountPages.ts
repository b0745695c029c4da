// One chunk for the account pages: they share most of their code (forms, OTP, bank picker).
export {
  LoginPage,
  RegisterPage,
  ForgotPage,
  ResetPasswordPage,
  LoginLinePage,
  ProfilePage,
  LineLinkButton,
} from '@lobby/account';
