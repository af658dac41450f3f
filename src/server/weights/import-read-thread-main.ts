// The import's read thread, bundled beside the server as import-read-thread.mjs
// (scripts/build-server.mjs) and started by read-import-text.ts, one per large file: it reads the
// file given in workerData, posts the reading and ends.
import { parentPort, workerData } from 'node:worker_threads';
import { readImportFile } from '@/lib/import/parse-import-file';
import type { ReadThreadData } from './read-import-text';

const { text, options } = workerData as ReadThreadData;
parentPort!.postMessage(readImportFile(text, options));
