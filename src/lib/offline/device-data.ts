// What the browser keeps on the device (the last answers to show offline, the writes waiting for a
// connection), loaded on first use as one chunk: the dashboard reads both at once, and two
// chunks would each carry their own copy of the store they share.
export { readSnapshot, saveSnapshot } from './snapshots';
export { enqueue, listQueue, removeQueued, updateQueued } from './queue';
