import type { ReactNode } from 'react';
import { TableHead, type TableColumn } from './table-head';

/**
 * A table that may be wider than a 360 px screen: it scrolls inside its own box, which is a
 * keyboard-reachable group named by the section's heading (axe scrollable-region-focusable), with
 * a caption for screen readers and one row of column headings. The rows are the children.
 */
export function ScrollTable({
  labelledBy,
  caption,
  minWidth = '',
  columns,
  children,
}: {
  labelledBy: string;
  caption: string;
  /** A Tailwind min-width class (e.g. `min-w-[36rem]`) below which the box scrolls. */
  minWidth?: string;
  columns: TableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
