import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_PRODUCT_CONTRACT_ADDRESS, PRODUCT, PRODUCT_NETWORK, PRODUCT_TOKEN_STANDARD } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { CopyAddressButton } from './copy-address-button';
import styles from './receive.module.css';
import { cardStyles } from '@marketplace/contracts/ui';

/** Drawn as SVG elements by React: no canvas, no data URL, nothing the site's Content-Security-Policy has to allow. */
const QR_SIZE_PX = 168;

/** The person's address to receive GEM at: as text to copy, as a QR code to scan, with the network and token it expects. */
export function ReceiveAddress({ address }: { address: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const headingId = useId();
  return (
    <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.heading}>
        {t('walletMoves.receive.addressHeading')}
      </h2>
      <p className={styles.text}>{t('walletMoves.receive.addressIntro')}</p>
      <div className={styles.addressRow}>
        <div className={styles.qr}>
          <QRCodeSVG value={address} size={QR_SIZE_PX} marginSize={2} level="M" title={t('walletMoves.receive.qrTitle')} role="img" />
        </div>
        <div className={styles.addressFacts}>
          <p className={styles.address} data-testid="receive-address">
            {address}
          </p>
          <CopyAddressButton address={address} />
          <dl className={styles.facts}>
            <div>
              <dt>{t('walletMoves.receive.network')}</dt>
              <dd>{`${PRODUCT_NETWORK} (${PRODUCT_TOKEN_STANDARD})`}</dd>
            </div>
            <div>
              <dt>{t('walletMoves.receive.token')}</dt>
              <dd>{PRODUCT}</dd>
            </div>
            <div>
              <dt>{t('walletMoves.receive.contract')}</dt>
              <dd className={styles.mono}>{LOCAL_PRODUCT_CONTRACT_ADDRESS}</dd>
            </div>
          </dl>
        </div>
      </div>
      <p className={styles.warning}>{t('walletMoves.receive.warning', { network: PRODUCT_NETWORK, token: PRODUCT })}</p>
    </section>
  );
}
