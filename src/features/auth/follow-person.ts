import { announceSessionChange, forgetOfflineData, LAST_PERSON_KEY } from './session';

let lastPerson: string | null | undefined;

/**
 * When the session's person changes under an open page (another tab signed in or out), the
 * server-rendered shell and page render again, so the header and a private page follow at once.
 * A page that finds another person than the last page saw (the page the header's Sign Out lands
 * on, after the provider's sign-out, which no script of ours sees) tells the other tabs (SPEC §4).
 * Loaded after the first render by ./session-watcher.tsx: it is not needed to show a page.
 */
export function followPerson(person: string | null, router: { refresh: () => void }): void {
  if (lastPerson !== undefined && lastPerson !== person) router.refresh();
  lastPerson = person;
  try {
    const known = window.localStorage.getItem(LAST_PERSON_KEY);
    if (known === (person ?? '')) return;
    // Signed out, or someone else signed in (e.g. through a provider's redirect): the offline
    // queue and stored answers of the last person must not stay, nor be sent as this one's.
    if (known !== null) void forgetOfflineData(person);
    window.localStorage.setItem(LAST_PERSON_KEY, person ?? '');
    if (known !== null) announceSessionChange();
  } catch {
    // storage disabled: other tabs catch up on their next refetch
  }
}
