// The offline dashboard's own guard: the first script of a signed-in page, run
// before the page's content is parsed. Offline, the page may be the service worker's copy; it is
// shown only while this browser's session mark names the person it was rendered for and has not
// ended. Otherwise nothing of the page is shown: its loading stops, it says the session ended, and
// the copies of the dashboard and its stored answers are deleted (the queue of unsent writes
// stays, for the same person's next sign-in). Online the server has just checked the session.

export type OfflineGuardTexts = { title: string; body: string; signIn: string; signInHref: string };
export type OfflineGuardNames = { cookie: string; pageCachePrefix: string; database: string; snapshots: string };

/**
 * Runs in the page as `(offlineGuard)(…)` from its source text, so it refers to nothing but its
 * arguments and the browser's globals. Answers whether the page may show.
 */
export function offlineGuard(personId: string, names: OfflineGuardNames, texts: OfflineGuardTexts): boolean {
  if (navigator.onLine !== false) return true;
  // The mark as src/lib/offline/session-mark.ts writes it: `<person id>.<end time in ms>`.
  const mark = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${names.cookie}=`));
  const [markedPerson, endsAt] = decodeURIComponent(mark?.slice(names.cookie.length + 1) ?? '').split('.');
  if (markedPerson === personId && Date.now() < Number(endsAt)) return true;
  window.stop();
  const main = document.createElement('main');
  main.id = 'main';
  main.className = 'mx-auto flex w-full max-w-md flex-1 flex-col gap-4 px-4 py-16';
  const heading = document.createElement('h1');
  heading.className = 'text-2xl font-bold';
  heading.textContent = texts.title;
  const body = document.createElement('p');
  body.textContent = texts.body;
  const link = document.createElement('a');
  link.href = texts.signInHref;
  link.className = 'underline';
  link.textContent = texts.signIn;
  main.append(heading, body, link);
  document.body.replaceChildren(main);
  if (typeof caches !== 'undefined') {
    void caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith(names.pageCachePrefix)).map((key) => caches.delete(key))));
  }
  const open = indexedDB.open(names.database);
  // No offline database yet: none is created here (the app creates it with its stores).
  open.onupgradeneeded = () => open.transaction?.abort();
  open.onsuccess = () => {
    const db = open.result;
    if (db.objectStoreNames.contains(names.snapshots)) db.transaction(names.snapshots, 'readwrite').objectStore(names.snapshots).clear();
    db.close();
  };
  return false;
}
