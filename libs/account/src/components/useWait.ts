import { ResponseCode, type QueryError } from '@lobby/api-client';
import { useCallback, useState } from 'react';
import { waitSeconds } from '../accountApi';

/** Codes that ask the member to wait `result.wait` seconds. */
const WAIT_CODES: readonly number[] = [ResponseCode.loginWait, ResponseCode.otpTooMany];

/**
 * A page's "wait before trying again": set from a 3000 / 6005 refusal's `result.wait`, shown as a countdown on the
 * submit button (WaitingSubmit) like login's.
 */
export function useWait() {
  const [until, setUntil] = useState<Date | null>(null);
  /** Starts the wait a refusal asks for; false when it asks for none. */
  const waitFor = useCallback((error: QueryError) => {
    const seconds = error.code !== undefined && WAIT_CODES.includes(error.code) ? waitSeconds(error) : undefined;
    if (seconds === undefined) return false;
    setUntil(new Date(Date.now() + seconds * 1000));
    return true;
  }, []);
  return { until, waitFor };
}
