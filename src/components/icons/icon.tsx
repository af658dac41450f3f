import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The outline every icon shares: Lucide's 24 × 24 grid, 2 px round strokes in the text colour,
 * hidden from assistive technology (the button around it carries the name). Each icon is a
 * module of its own (`./bell`, `./x`, …) holding only its shapes, so a page ships the icons it
 * shows and a few bytes of this wrapper, not lucide-react's runtime (decision 0013, fifth pass).
 */
export function Icon({ name, className, children, ...props }: IconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      {...props}
    >
      {children}
    </svg>
  );
}
