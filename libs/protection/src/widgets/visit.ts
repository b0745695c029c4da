/** Where this tab's visit began, per member (kept across reloads of the tab, not across tabs or logins). */
const VISIT_KEY = 'lobby-visit';

export function visitStart(userId: string, now: number): number {
  try {
    const kept = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null') as { userId: string; start: number } | null;
    if (kept?.userId === userId && Number.isFinite(kept.start) && kept.start <= now) return kept.start;
  } catch {
    // unreadable: start again
  }
  sessionStorage.setItem(VISIT_KEY, JSON.stringify({ userId, start: now }));
  return now;
}

export function forgetVisit(): void {
  sessionStorage.removeItem(VISIT_KEY);
}

/**
 * Whether the play reminder has anything to do on this page: a member is logged in, or a member's visit is still
 * recorded in this tab (it is forgotten by the widget once the member is gone). Otherwise the shell does not load it.
 */
export function realityCheckWanted(member: boolean): boolean {
  if (member) return true;
  try {
    return sessionStorage.getItem(VISIT_KEY) !== null;
  } catch {
    return false;
  }
}
