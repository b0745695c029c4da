export { formsLocales } from './locales';
export * as formStyles from './form.css';
export {
  useForm,
  useFieldErrors,
  useSingleFlight,
  useFocusAfterStep,
  digitsOnly,
  verbatim,
  type TextBinding,
} from './form';
export { FormAlert } from './FormAlert';
export { PasswordField } from './PasswordField';
export { NewPasswordFields } from './NewPasswordFields';
export { PhoneStep, OtpStep, type OtpState, type SentOtp } from './PhoneOtpStep';
export { ResendOtpButton } from './ResendOtpButton';
export { WaitingSubmit } from './WaitingSubmit';
export { BankPicker, type BankPickerProps } from './BankPicker';
export { BankBadge } from './BankBadge';
