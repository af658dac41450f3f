/** docs/api.md "Limits": the largest file (bytes of UTF-8) and the most lines read. */
export const IMPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_LINES = 40_000;
/** The request carries the file as JSON text: room for its escaping (a line break becomes `\n`). */
export const IMPORT_MAX_BODY_BYTES = 3 * 1024 * 1024;
/** The preview lists at most this many refused lines; `refusedCount` counts them all. */
export const IMPORT_MAX_REFUSALS_LISTED = 200;
/** The preview lists at most this many days that already hold another weight, each with its own choice; the rest follow the choice for all. */
export const IMPORT_MAX_CONFLICTS_LISTED = 100;
