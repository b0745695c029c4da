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
export * from './api/memberContent';
export * from './api/wallet';
export * from './api/payments';
export * from './api/affiliate';
export * from './api/games';
export * from './api/line';
export * from './api/vitals';
export { lazyAnswer, loadAnswerSchemas } from './loadAnswers';
export { launchAnswerCheck, type LaunchAnswerBody } from './launchAnswerCheck';
export {
  crc16ccitt,
  crcValid,
  parseTlv,
  promptPayPayload,
  trueMoneyWalletId,
  PROMPTPAY_AID,
  type PromptPayTarget,
} from './promptpay';
export * from './api/protection';
export * as protection from './protection';
export {
  ageGate,
  MIN_AGE_RANGE,
  depositLimitPeriods,
  breakDurations,
  allBreakDurations,
  breakKindOf,
  realityCheckMinutes,
  consentPurposes,
  CONSENT_POLICY_VERSION,
  STATEMENT_MAX_DAYS,
  LIMIT_INCREASE_DELAY_MS,
  type DepositLimitPeriod,
  type BreakKind,
  type BreakDuration,
  type ConsentPurpose,
} from './protection';
