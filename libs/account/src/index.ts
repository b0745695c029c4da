export { LoginPage } from './login/LoginPage';
export { RegisterPage } from './register/RegisterPage';
export { ForgotPage } from './forgot/ForgotPage';
export { ResetPasswordPage } from './resetPassword/ResetPasswordPage';
export { LoginLinePage } from './line/LoginLinePage';
export { LineLinkButton, type LineLinkButtonProps } from './line/LineLinkButton';
export { ProfilePage } from './profile/ProfilePage';
export { accountLocales } from './locales';
export {
  accountApi,
  useRequestOtpMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useChangePasswordMutation,
  useLineAuthorizeMutation,
  useLineCheckQuery,
  type OtpPurpose,
  type OtpSent,
  type RegisterBody,
  type ForgotBody,
  type ChangePasswordBody,
  type LineAction,
} from './accountApi';
