import type { ReactNode } from 'react';

export function Card({ title, titleId, children, className = '' }: { title: string; titleId?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={titleId} className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>
      <h2 id={titleId} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
