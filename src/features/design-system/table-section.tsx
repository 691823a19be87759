import { TABLE_CLASSES } from '../../ui/table-classes';
import type { PanelTheme } from './theme-pair';

const ROWS = [
  { tour: 'Harbour Lights', daily: 'USD 350.00', perDiem: 'USD 60.10' },
  { tour: 'Spring Tour 2027', daily: 'USD 100.10', perDiem: 'USD 20.20' },
];

const COLUMNS = ['Daily wage', 'Per diem'];

/** A table in the screens' look (src/ui/table-classes.ts): the wages, estimates and summary reports. */
export function TableSection({ theme }: { theme: PanelTheme }) {
  return (
    <div className={TABLE_CLASSES.frame}>
      <table className="w-full text-sm">
        <caption className="sr-only">Wages by tour ({theme})</caption>
        <thead className={TABLE_CLASSES.head}>
          <tr>
            <th scope="col" className={TABLE_CLASSES.name}>
              Tour
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={TABLE_CLASSES.figure}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.tour} className={TABLE_CLASSES.row}>
              <th scope="row" className={`${TABLE_CLASSES.name} font-medium`}>
                {row.tour}
              </th>
              <td className={TABLE_CLASSES.figure}>{row.daily}</td>
              <td className={TABLE_CLASSES.figure}>{row.perDiem}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={TABLE_CLASSES.foot}>
          <tr>
            <th scope="row" className={TABLE_CLASSES.name}>
              Totals
            </th>
            <td className={TABLE_CLASSES.figure}>USD 450.10</td>
            <td className={TABLE_CLASSES.figure}>USD 80.30</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
