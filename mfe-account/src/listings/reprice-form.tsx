import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { type ListingBulkChange, maxPriceShown, type OwnListing, parseTypedPrice, priceForInput, type TypedPrice } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { CollectibleImage, formFieldStyles, GemPrice } from '@marketplace/contracts/ui';
import { ChangePanelFooter } from './change-panel-footer';
import { parsePercent, type PriceMode, priceAfterPercent } from './price-change';
import { SaleAmountsLine } from './sale-amounts-line';
import styles from './listings.module.css';

export interface RepriceFormProps {
  listings: readonly OwnListing[];
  busy: boolean;
  /** What the change waits for (the wallet, the server), for the status line. */
  progress: string | null;
  onSubmit: (changes: ListingBulkChange[]) => void;
  onCancel: () => void;
}

/**
 * New prices for the chosen listings: one typed for each, or one percentage for all (the new price of
 * each shown). Every price is checked against spec §5 as a typed price is, and each shows its fee and
 * what the person nets, so nothing is a surprise after the wallet signs. Errors show once they tried to
 * send, and the first wrong field takes the focus.
 */
export function RepriceForm({ listings, busy, progress, onSubmit, onCancel }: RepriceFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const formId = useId();
  const [mode, setMode] = useState<PriceMode>('each');
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(listings.map((listing) => [listing.id, priceForInput(listing.price, locale)])),
  );
  const [percentText, setPercentText] = useState('');
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const percent = parsePercent(percentText, locale);

  const planned = listings.map((listing): { listing: OwnListing; next: TypedPrice } => {
    if (mode === 'each') return { listing, next: parseTypedPrice(typed[listing.id] ?? '', locale) };
    return { listing, next: percent.hundredths === null ? { price: null, error: 'required' } : priceAfterPercent(listing.price, percent.hundredths) };
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const wrong = (mode === 'percent' && percent.error !== null) || planned.some(({ next }) => next.price === null);
    if (wrong) {
      // After React has shown the errors: the first field that is wrong.
      queueMicrotask(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(
      planned.map(({ listing, next }) => ({ action: 'REPRICE', listingId: listing.id, collectibleId: listing.collectible.id, price: next.price as string })),
    );
  }

  const errorOf = (next: TypedPrice) =>
    next.error === null ? null : t(`listingsPage.priceErrors.${next.error}`, { max: maxPriceShown(locale), example: priceForInput('12.5', locale) });

  return (
    <form ref={form} className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 className={styles.panelHeading} id={`${formId}-heading`}>
        {t('listingsPage.reprice.heading', { count: listings.length })}
      </h2>
      <fieldset className={styles.modes}>
        <legend className={styles.legend}>{t('listingsPage.reprice.modeLabel')}</legend>
        {(['each', 'percent'] as const).map((each) => (
          <label key={each} className={styles.mode}>
            <input type="radio" name={`${formId}-mode`} value={each} checked={mode === each} onChange={() => setMode(each)} />
            {t(`listingsPage.reprice.modes.${each}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'percent' && (
        <div className={`${formFieldStyles.field} ${styles.field}`}>
          <label className={`${formFieldStyles.label} ${styles.fieldLabel}`} htmlFor={`${formId}-percent`}>
            {t('listingsPage.reprice.percentLabel')}
          </label>
          <input
            id={`${formId}-percent`}
            className={formFieldStyles.input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={percentText}
            onChange={(event) => setPercentText(event.target.value)}
            aria-invalid={tried && percent.error !== null}
            aria-describedby={`${formId}-percent-hint${tried && percent.error ? ` ${formId}-percent-error` : ''}`}
          />
          <p className={styles.muted} id={`${formId}-percent-hint`}>
            {t('listingsPage.reprice.percentHint')}
          </p>
          {tried && percent.error && (
            <p className={formFieldStyles.error} id={`${formId}-percent-error`}>
              {t(`listingsPage.percentErrors.${percent.error}`)}
            </p>
          )}
        </div>
      )}
      <ul className={styles.planned}>
        {planned.map(({ listing, next }) => {
          const inputId = `${formId}-${listing.id}`;
          const error = tried ? errorOf(next) : null;
          return (
            <li key={listing.id} className={styles.plannedItem} data-testid="planned-price">
              <div className={styles.plannedHead}>
                <span className={styles.item}>
                  <span className={styles.art}>
                    <CollectibleImage src={listing.collectible.imageUrl} alt="" sizes="3rem" />
                  </span>
                  <span className={styles.itemName}>{listing.collectible.name}</span>
                </span>
                <span className={styles.muted}>
                  {t('listingsPage.reprice.now')} <GemPrice amount={listing.price} />
                </span>
              </div>
              {mode === 'each' ? (
                <div className={`${formFieldStyles.field} ${styles.field}`}>
                  <label className={`${formFieldStyles.label} ${styles.fieldLabel}`} htmlFor={inputId}>
                    {t('listingsPage.reprice.newPriceFor', { name: listing.collectible.name })}
                  </label>
                  <input
                    id={inputId}
                    className={formFieldStyles.input}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={typed[listing.id] ?? ''}
                    onChange={(event) => setTyped({ ...typed, [listing.id]: event.target.value })}
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  {error && (
                    <p className={formFieldStyles.error} id={`${inputId}-error`}>
                      {error}
                    </p>
                  )}
                </div>
              ) : (
                <p className={styles.newPrice}>
                  {t('listingsPage.reprice.becomes')} {next.price === null ? <span aria-hidden="true">—</span> : <GemPrice amount={next.price} />}
                  {error && percent.error === null && <span className={formFieldStyles.error}> {error}</span>}
                </p>
              )}
              <SaleAmountsLine price={next.price} />
            </li>
          );
        })}
      </ul>
      <ChangePanelFooter
        note={t('listingsPage.reprice.signNote')}
        progress={progress}
        busy={busy}
        confirmLabel={t('listingsPage.reprice.submit', { count: listings.length })}
        cancelLabel={t('listingsPage.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
