/**
 * The column heads of a table that becomes one card per row on a phone (pieces.css, .stacked-table). Its roles
 * are explicit because the phone's CSS changes the table's display, which takes the implicit ones away.
 */
export function StackedTableHead({ columns }: { columns: string[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => (
          <th key={column} scope="col" role="columnheader">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
