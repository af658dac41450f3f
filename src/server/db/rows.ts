import 'server-only';

/** The rows of a raw statement's answer (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
