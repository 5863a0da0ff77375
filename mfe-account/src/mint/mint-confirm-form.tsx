import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatGem } from '@marketplace/contracts/wire';
import { BalanceShortfall, buttonStyles, formFieldStyles, TwoFactorCodeField } from '@marketplace/contracts/ui';
import styles from './mint-checkout.module.css';
import type { CheckoutActions } from './use-checkout-actions';

interface MintConfirmFormProps {
  actions: CheckoutActions;
  /** The user's GEM balance, shown when it falls short of the total. */
  balance: number;
  /** The mint's total, for how much the balance falls short. */
  total: string;
  balanceCovers: boolean;
}

/**
 * The actions of a reserved mint: the 2FA code when needed, confirm (the wallet signs) and cancel.
 * A balance short of the total says so and by how much, offers Add GEM (which comes back here), and
 * confirm stays unavailable until the balance covers it.
 */
export function MintConfirmForm({ actions, balance, total, balanceCovers }: MintConfirmFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const shortfallId = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const busy = actions.activity !== 'idle';

  useEffect(() => {
    if (actions.codeFocusRequest > 0) codeInput.current?.focus();
  }, [actions.codeFocusRequest]);

  return (
    <form
      className={styles.card}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.confirm();
      }}
    >
      {actions.codeNeeded ? (
        <TwoFactorCodeField
          value={actions.code}
          onChange={actions.typeCode}
          error={actions.codeError ? t(actions.codeError) : null}
          readOnly={busy}
          inputRef={codeInput}
        />
      ) : null}
      {balanceCovers ? (
        <p className={formFieldStyles.hint}>{t('mint.confirmHint')}</p>
      ) : (
        <BalanceShortfall id={shortfallId} balance={balance} total={total}>
          {t('mint.balanceShort', { balance: formatGem(balance) })}
        </BalanceShortfall>
      )}
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus; the actions ignore clicks while busy. */}
        <button
          type="submit"
          className={buttonStyles.primary}
          aria-disabled={busy || !balanceCovers}
          aria-describedby={balanceCovers ? undefined : shortfallId}
        >
          {t('mint.confirm')}
        </button>
        <button type="button" className={buttonStyles.secondary} aria-disabled={busy} onClick={() => void actions.cancel()}>
          {t('mint.cancel')}
        </button>
      </div>
    </form>
  );
}
