import 'server-only';
import pino from 'pino';

const level = process.env.LOG_LEVEL ?? 'info'; // read here too: the logger must work before env() validates

/** One JSON-lines logger for the server; never logs request bodies or secrets. */
export const logger = pino({ level, base: undefined, redact: ['password', 'token', 'accessToken', 'refreshToken'] });
