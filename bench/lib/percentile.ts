/** The value at percentile `p` (0–100) of `sorted` (ascending); 0 for no values. */
export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
