import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'info';

const tones: Record<Tone, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-slate-400 bg-white text-slate-900',
};

/** A message announced to screen readers: politely, or at once for errors. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 px-3 py-2 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
