import 'server-only';
import { createApi } from './api';
import { startServer } from './start';

// `npm start`'s server (compiled to .next/app-server.mjs by scripts/build-server.mjs): the API is
// built once, in the same bundle. `npm run dev` starts the same server with a reloading API.
void startServer({ dev: process.env.NODE_ENV !== 'production', createApi });
