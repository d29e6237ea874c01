/** A column of an order table: its header text, and whether it holds numbers (right-aligned). */
export interface TableColumn {
  readonly label: string;
  readonly numeric?: boolean;
}

const th = 'px-3 py-2 text-left text-sm font-semibold text-ink-700';
const thNumeric = 'px-3 py-2 text-right text-sm font-semibold text-ink-700';

/** The header row of the order tables (the list, an order's items and its history). */
export function TableHead({
  columns,
  className,
}: {
  readonly columns: readonly TableColumn[];
  readonly className: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric === true ? thNumeric : th}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
