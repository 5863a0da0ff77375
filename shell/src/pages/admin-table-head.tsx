/** The head row of an admin table: one column header for each label, in order. */
export function AdminTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
