import type { ReactNode } from 'react';

/** One titled part of the Profile below the form (reminders, organisations, export, deletion). */
export function ProfileSection({ titleId, title, danger = false, children }: { titleId: string; title: ReactNode; danger?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby={titleId}
      className={`flex max-w-lg flex-col gap-3 rounded-lg border bg-white p-4 ${danger ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
