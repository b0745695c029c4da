/** Bangkok has no daylight saving: UTC+7 all year. */
const BANGKOK_MS = 7 * 3600 * 1000;

/** Today's date in Bangkok, YYYY-MM-DD (the statement's days are Bangkok days). */
export const bangkokToday = (now = Date.now()) => new Date(now + BANGKOK_MS).toISOString().slice(0, 10);

/** Minutes and hours of a duration in seconds, for the play reminder. */
export function playedParts(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
