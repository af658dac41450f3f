import type { ReactNode } from 'react';

/** A column heading; `numeric` columns align right, as their cells do. */
export type TableColumn = { key: string; label: ReactNode; numeric?: boolean };

/** The one row of column headings every data table here starts with. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-300">
        {columns.map((column) => (
          <th key={column.key} scope="col" className={column.numeric ? 'p-2 text-right' : 'p-2'}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
