import type { RequestListener } from 'node:http';

export function reloadingListener<M>(options: {
  entry: string;
  outfile: string;
  create: (module: M) => RequestListener | Promise<RequestListener>;
  log?: { info: (message: string) => void; error: (message: string) => void };
}): Promise<{ listener: RequestListener; dispose: () => Promise<void> }>;
