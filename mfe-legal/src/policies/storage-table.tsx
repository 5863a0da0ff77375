import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@marketplace/contracts/browser';
import { STORAGE_REGISTRY } from '@marketplace/contracts/wire';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { storedLifetimeText } from './stored-lifetime-text';
import styles from './storage-table.module.css';

/** A name may break after its separators (`marketplace:` `wallet-`), never inside a word. */
function BreakableName({ name }: { name: string }) {
  return (
    <>
      {name.split(/(?<=[:\-_])/).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name never move.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The cookie policy's table: every entry of the storage registry the code writes through, in the
 * reader's language. Nothing here is typed by hand, so the table cannot say less than the site does.
 * Its own chunk: only the cookie policy loads it.
 */
export default function StorageTable() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const captionId = useId();
  const column = {
    owner: t('cookieTable.columns.owner'),
    purpose: t('cookieTable.columns.purpose'),
    duration: t('cookieTable.columns.duration'),
    consent: t('cookieTable.columns.consent'),
  };
  return (
    // A region that may scroll sideways must take focus, so a keyboard can scroll it; its caption names it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-storage-table="">
        <caption id={captionId} className={styles.caption}>
          {t('cookieTable.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('cookieTable.columns.name')}</th>
            <th scope="col">{column.owner}</th>
            <th scope="col">{column.purpose}</th>
            <th scope="col">{column.duration}</th>
            <th scope="col">{column.consent}</th>
          </tr>
        </thead>
        <tbody>
          {STORAGE_REGISTRY.map((item) => (
            <tr key={`${item.store}:${item.name}`} data-store={item.store}>
              <th scope="row" className={styles.name}>
                <code data-stored-name={item.name}>
                  <BreakableName name={item.name} />
                </code>
                <span className={styles.store}>{t(`cookieTable.stores.${item.store}`)}</span>
              </th>
              <td data-label={column.owner}>{t(`cookieTable.owners.${item.owner}`)}</td>
              <td data-label={column.purpose}>{t(item.purposeKey)}</td>
              <td data-label={column.duration}>{storedLifetimeText(item.lifetime, locale, t)}</td>
              <td data-label={column.consent} data-consent={item.consent}>
                {t(`cookieTable.consent.${item.consent}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
