/**
 * The worker threads the server starts: their code, and the module it is bundled to beside the
 * server module (scripts/build-server.mjs), where the server finds them from its own
 * import.meta.url (src/server/threads/start-worker.ts). scripts/build-if-needed.mjs checks they exist.
 */
export const SERVER_WORKERS = {
  'src/server/reminders/send-thread-main.ts': 'reminder-send-thread.mjs',
  'src/server/weights/import-read-thread-main.ts': 'import-read-thread.mjs',
};
