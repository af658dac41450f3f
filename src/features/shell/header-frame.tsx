'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** The fixed header; once the page is scrolled it turns translucent and casts a shadow. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 4);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-[var(--preview-offset,0px)] z-40 h-16 border-b transition-[background-color,box-shadow] ${
        scrolled ? 'border-transparent bg-white/80 shadow-md backdrop-blur' : 'border-slate-200 bg-white'
      }`}
    >
      {children}
    </header>
  );
}
