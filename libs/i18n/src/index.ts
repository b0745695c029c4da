export * from './locale';
export * from './resources';
export * from './format';
export { createI18n } from './createI18n';
export { common } from './locales';
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { LocaleProvider, useLocale, useLocalizedPath, useMoney } from './LocaleProvider';
export { glossary, avoidedTerms, avoidedIn, type AvoidedTerm } from './glossary';
