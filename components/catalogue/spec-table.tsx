/** A two-column technical table; a table with no rows says so instead of showing empty. */
export function SpecTable({ caption, columns, rows, emptyText }: { caption: string; columns: [string, string]; rows: [string, string][]; emptyText: string }) {
  if (rows.length === 0) return <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-steel text-steel-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {columns[0]}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map(([label, value]) => (
            <tr key={label} className="even:bg-muted/60">
              <th scope="row" className="w-2/5 px-4 py-2.5 font-medium text-muted-foreground">
                {label}
              </th>
              <td className="px-4 py-2.5 font-medium">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
