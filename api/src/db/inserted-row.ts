/**
 * The one row an `INSERT … RETURNING` of one row answers. The database answers it or throws, so an
 * empty answer is a broken invariant, said with what was inserted rather than met later as `undefined`.
 */
export function insertedRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`inserting ${what} returned no row`);
  return row;
}
