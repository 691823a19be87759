/** One line per bad row of an import ("row 3: Enter a valid e-mail address"), rows in file order. */
export function CsvRowErrors({ fields }: { fields: Readonly<Record<string, string>> }) {
  const rows = Object.entries(fields)
    .filter(([key]) => key.startsWith('row '))
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)));
  if (rows.length === 0) return null;
  return (
    <ul aria-label="Rows to fix" className="flex flex-col gap-1 text-sm text-red-800 dark:text-red-200">
      {rows.map(([row, message]) => (
        <li key={row}>
          <span className="font-semibold capitalize">{row}</span>: {message}
        </li>
      ))}
    </ul>
  );
}
