/** Prints an aligned table: the first `leftColumns` columns to the left, the others to the right. */
export function printTable(header: string[], rows: (string | number)[][], leftColumns = 1) {
  const cells = rows.map((row) => row.map(String));
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((row) => row[index].length)));
  const line = (row: string[]) => row.map((text, index) => (index < leftColumns ? text.padEnd(widths[index]) : text.padStart(widths[index]))).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}
