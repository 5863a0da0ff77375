import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { type Device, formatExactTime, formatRelativeTime } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { deviceLabelOf } from './device-label';
import styles from './security.module.css';

interface DeviceRowProps {
  device: Device;
  onRemove: (device: Device) => void;
}

/** The device's browser and system in the reader's words. */
function useDeviceName(name: string): string {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { browser, system } = deviceLabelOf(name);
  if (browser && system) return t('devices.browserOnSystem', { browser, system });
  if (browser) return browser;
  if (system) return t('devices.browserOnSystem', { browser: t('devices.unnamedBrowser'), system });
  return t('devices.unknownDevice');
}

/**
 * One signed-in device: what it is, how it signed in, when it was first and last seen. Another device
 * is removed after a confirmation in place; this one is not removable here (signing out does that).
 */
export function DeviceRow({ device, onRemove }: DeviceRowProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const nameId = useId();
  const name = useDeviceName(device.name);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    // Focus follows the question, and returns to the button that asked it when it is withdrawn.
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) removeButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <li className={styles.device} data-current={device.current} aria-labelledby={nameId} data-testid="device">
      <div>
        <p id={nameId} className={styles.deviceName}>
          {name}
          {device.current ? <span className={styles.badge}>{t('devices.thisDevice')}</span> : null}
        </p>
        <dl className={styles.facts}>
          <dt>{t('devices.signInMethodLabel')}</dt>
          <dd>{t(`devices.signInMethods.${device.signInMethod}`)}</dd>
          <dt>{t('devices.firstSeen')}</dt>
          <dd>
            <time dateTime={device.createdAt} title={formatExactTime(device.createdAt, locale)}>
              {formatRelativeTime(device.createdAt, locale)}
            </time>
          </dd>
          <dt>{t('devices.lastActive')}</dt>
          <dd>
            <time dateTime={device.lastSeenAt} title={formatExactTime(device.lastSeenAt, locale)}>
              {formatRelativeTime(device.lastSeenAt, locale)}
            </time>
          </dd>
        </dl>
      </div>
      {device.current ? (
        <p className={formFieldStyles.hint}>{t('devices.currentHint')}</p>
      ) : confirming ? (
        <fieldset className={styles.confirm}>
          <legend className={formFieldStyles.hint}>{t('devices.confirmText')}</legend>
          <div className={styles.actions}>
            <button ref={confirmButton} type="button" className={buttonStyles.primary} onClick={() => onRemove(device)}>
              {t('devices.confirmRemove')}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(false)}>
              {t('devices.keep')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className={styles.actions}>
          <button
            ref={removeButton}
            type="button"
            className={buttonStyles.secondary}
            aria-label={t('devices.removeLabel', { device: name })}
            onClick={() => setConfirming(true)}
          >
            {t('devices.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
