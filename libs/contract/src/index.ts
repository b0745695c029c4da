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
export * as rules from './validation';
export { validate, PASSWORD_MIN, type Rule, type ValidationKey } from './validation';
export { cleanSearchTerm, isSearchable, SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH } from './search';
export { asciiDigits, phoneInput, otpInput, bankNoInput } from './input';
