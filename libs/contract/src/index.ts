export {
  bankTable,
  bankDisplay,
  bankName,
  registerBankIds,
  accountBankIds,
  isRegisterBank,
  groupBankNumber,
  maskBankNumber,
  BANK_NO_MIN,
  BANK_NO_MAX,
  type BankDisplay,
  type RegisterBankId,
  type AccountBankId,
} from './banks';
export { ResponseCode, codeMeanings, type CodeName, type KnownCode } from './codes';
export * as fields from './fields';
export { satangOf, PASSWORD_MAX } from './fields';
export * as rules from './validation';
export { validate, PASSWORD_MIN, type Rule, type ValidationKey } from './validation';
export { cleanSearchTerm, isSearchable, SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH } from './search';
export { asciiDigits, phoneInput, otpInput, bankNoInput } from './input';
// The REST calls' requests and answers (the server-only calls and the route table: '@lobby/contract/routes').
export { failure, success, done, noInput, type Failure } from './api/envelope';
export * from './api/auth';
export * from './api/member';
export * from './api/wallet';
export * from './api/payments';
export * from './api/affiliate';
export * from './api/games';
export * from './api/line';
