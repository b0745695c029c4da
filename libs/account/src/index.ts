export { LoginPage } from './login/LoginPage';
export { RegisterPage } from './register/RegisterPage';
export { ForgotPage } from './forgot/ForgotPage';
export { ResetPasswordPage } from './resetPassword/ResetPasswordPage';
export { LoginLinePage } from './line/LoginLinePage';
export { LineLinkButton, type LineLinkButtonProps } from './line/LineLinkButton';
export { ProfilePage } from './profile/ProfilePage';
export { BankBadge } from './components/BankBadge';
export { accountLocales } from './locales';
export {
  bankTable,
  bankDisplay,
  bankName,
  registerBankIds,
  isRegisterBank,
  groupBankNumber,
  maskBankNumber,
  BANK_NO_MIN,
  BANK_NO_MAX,
  type BankDisplay,
  type RegisterBankId,
} from './banks';
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
