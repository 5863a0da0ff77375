import type { PolicyTable as PolicyTableBlock } from './policy-document';
import type { PolicyFigures } from './policy-figures';
import { PolicyInlineText } from './policy-inline-text';
import styles from './policy.module.css';

/**
 * A table of a policy. The first cell of each row names it (a row header), so a screen reader reads
 * "Devices, 90 days" rather than a bare number; on a phone the table scrolls inside its own box and
 * the page never scrolls sideways.
 */
export function PolicyTable({ table, figures }: { table: PolicyTableBlock['table']; figures: PolicyFigures }) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                <PolicyInlineText text={cell} figures={figures} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={cell} scope="row">
                    <PolicyInlineText text={cell} figures={figures} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a published row's cells never move, and two may read the same.
                  <td key={index}>
                    <PolicyInlineText text={cell} figures={figures} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
