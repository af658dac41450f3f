import type { LoadResult } from './load';

type Report = {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  database: string;
  scale: { users: number; days: number; orgMembers: number; weightLogs: number };
  load: { connections: number; durationSeconds: number };
  serverMemory: { peakMiB: number };
  results: LoadResult[];
  baseline: LoadResult[];
};

/** The table the README shows. */
export function toMarkdown(report: Report): string {
  const lines = [
    `Run ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ` +
      `${report.database}, ${report.scale.users.toLocaleString('en-US')} users × ${report.scale.days} days (${report.scale.weightLogs.toLocaleString('en-US')} logs); ` +
      `${report.load.connections} connections × ${report.load.durationSeconds} s each; server peak memory ${report.serverMemory.peakMiB} MiB.`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx | vs baseline |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of report.results) {
    const base = report.baseline.find((b) => b.name === r.name);
    const ratio = base && base.rps > 0 ? (r.rps / base.rps).toFixed(2) : '';
    lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${ratio} |`);
  }
  for (const b of report.baseline) lines.push(`| baseline node:http ${b.name} | ${b.rps} | ${b.p50} | ${b.p99} | ${b.errors} | ${b.non2xx} | |`);
  return `${lines.join('\n')}\n`;
}
