import { messageForCode, type CodeContext, type QueryError } from '@lobby/api-client';
import { useTranslation } from '@lobby/i18n';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';

/** The localized message of a failed call (spec §8 table of the api-client, with its context overrides). */
export function useCodeMessage(): (error: QueryError, context?: CodeContext) => string {
  const { t } = useTranslation('account');
  return useCallback(
    (error: QueryError, context: CodeContext = 'general') => messageForCode(t as TFunction, error, context),
    [t],
  );
}
