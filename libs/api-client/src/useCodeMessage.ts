import { useTranslation } from '@lobby/i18n';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import type { QueryError } from './baseQuery';
import type { CodeContext } from './codes';
import { messageForCode } from './codeMessage';

/** The localized message of a failed call (spec §8's table, with its context overrides), in the page's language. */
export function useCodeMessage(): (error: QueryError, context?: CodeContext) => string {
  const { t } = useTranslation('api');
  return useCallback(
    (error: QueryError, context: CodeContext = 'general') => messageForCode(t as TFunction, error, context),
    [t],
  );
}
