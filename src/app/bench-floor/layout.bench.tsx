import type { ReactNode } from 'react';

/** The bench's empty page has a root layout of its own: no providers, no messages, no styles. */
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
