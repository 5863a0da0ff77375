import styles from './amount-rows.module.css';

/**
 * Class names of a list of amounts (`<dl className={list}>`, a `<div className={row}>` of `<dt>` and `<dd>`
 * each, the last one `total`), for every remote that shows what a sale, a purchase or an offer comes to.
 */
export const amountRowStyles: { list: string; row: string; total: string } = {
  list: styles.list ?? '',
  row: styles.row ?? '',
  total: styles.total ?? '',
};
