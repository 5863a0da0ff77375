import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { TwoFactorEnrolmentPayload } from '@marketplace/contracts/wire';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { manualKeyGroups } from './manual-key';
import styles from './security.module.css';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { useTwoFactorChange } from './use-two-factor-change';

interface TwoFactorEnrolmentProps {
  /** The pending secret of `POST /api/2fa`: held by this component only, never logged or stored. */
  enrolment: TwoFactorEnrolmentPayload;
  onDone: () => void;
  /** Drops the pending secret (also the way back after the server forgot it: start again). */
  onCancel: () => void;
}

const QR_SIZE_PX = 184;

/**
 * Turning 2FA on: scan the QR code of the `otpauth://` URI (drawn here, no outside service sees the
 * secret) or type the key by hand, then prove it with a code the app shows.
 */
export function TwoFactorEnrolment({ enrolment, onDone, onCancel }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const change = useTwoFactorChange(true);
  const [copied, setCopied] = useState(false);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
    } catch {
      marketplaceBus.emit('toast', { tone: 'error', message: t('security.twoFactor.copyFailed') });
    }
  };

  return (
    <div className={styles.security} data-testid="two-factor-enrolment">
      <ol className={styles.steps}>
        <li className={styles.step}>
          <p className={styles.subheading}>{t('security.twoFactor.scanStep')}</p>
          <div className={styles.qr}>
            <QRCodeSVG value={enrolment.otpauthUri} size={QR_SIZE_PX} marginSize={2} level="M" title={t('security.twoFactor.qrTitle')} role="img" />
          </div>
        </li>
        <li className={styles.step}>
          <p className={styles.subheading}>{t('security.twoFactor.manualStep')}</p>
          <p className={styles.manualKey} data-testid="two-factor-manual-key">
            {manualKeyGroups(enrolment.secret).map((group, index) => (
              // The groups are positions in one fixed key, so the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <span key={index}>{group}</span>
            ))}
          </p>
          <p className={formFieldStyles.hint}>{t('security.twoFactor.manualHint')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonStyles.secondary} onClick={() => void copyKey()}>
              {t(copied ? 'security.twoFactor.copied' : 'security.twoFactor.copy')}
            </button>
          </div>
          <span role="status" className={formFieldStyles.hint}>
            {copied ? t('security.twoFactor.copiedStatus') : ''}
          </span>
        </li>
      </ol>
      <TwoFactorCodeForm change={change} submitLabel={t('security.twoFactor.confirmOn')} primary onChanged={onDone}>
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t(change.refusal === 'enrolment-expired' ? 'security.twoFactor.startAgain' : 'security.twoFactor.cancel')}
        </button>
      </TwoFactorCodeForm>
    </div>
  );
}
