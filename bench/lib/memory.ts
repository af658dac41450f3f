import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (MiB) from /proc until stopped. */
export function sampleMemory(pid: number | undefined, everyMs = 250) {
  const samples: number[] = [];
  const read = () => {
    if (!pid) return;
    try {
      const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      if (match) samples.push(Number(match[1]) / 1024);
    } catch {
      // the process is gone
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    current: () => samples.at(-1) ?? 0,
    stop: () => {
      clearInterval(timer);
      read();
      return { peakMiB: Math.round(Math.max(0, ...samples)), lastMiB: Math.round(samples.at(-1) ?? 0) };
    },
  };
}
