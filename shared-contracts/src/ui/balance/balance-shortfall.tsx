import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalizedPath, useRate } from '@marketplace/contracts/browser';
import { addGemPath } from '../../wire/config/add-gem-path';
import { convertToUsd } from '../../wire/format/convert-to-usd';
import { formatGem } from '../../wire/format/format-gem';
import { balanceShortfall, hasSufficientBalance } from '../../wire/format/sufficient-balance';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { buttonStyles } from '../buttons';
import styles from './balance-shortfall.module.css';

export interface BalanceShortfallProps {
  /** The person's GEM balance: the user state's number or an exact decimal string. */
  balance: string | number;
  /** What is to be paid, a GEM decimal string (a total, an offer with its fee). */
  total: string;
  /** The page's own sentence on what the balance does not cover, shown first. */
  children?: ReactNode;
  /** For the action the shortfall holds back (`aria-describedby`): the sentence and the figure, not the link. */
  id?: string;
  /** `alert` where the notice answers what the person just typed (an offer), `status` where it comes with the page. */
  role?: 'status' | 'alert';
}

/**
 * A balance short of what a page asks (spec §5 sufficient balance) is no dead end: the notice says by
 * how much, in GEM as every page writes it (and USD at the live rate), and offers "Add GEM", the
 * wallet's receive page, which brings the person back here. Nothing when the balance covers it.
 */
export function BalanceShortfall({ balance, total, children, id, role }: BalanceShortfallProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  const rate = useRate();
  if (hasSufficientBalance(balance, total)) return null;
  // A side that is not an amount leaves the page's sentence alone: no figure, nor a way to add one.
  const missing = balanceShortfall(balance, total);
  const amount = missing && formatGem(missing);
  return (
    <div className={styles.shortfall} role={role}>
      <div id={id} className={styles.text}>
        {children && <p className={styles.reason}>{children}</p>}
        {missing && (
          <p className={styles.amount}>
            {rate.status === 'ready'
              ? t('balanceShortfall.needMoreWithUsd', { amount, usd: convertToUsd(missing, rate.price) })
              : t('balanceShortfall.needMore', { amount })}
          </p>
        )}
      </div>
      {missing && (
        <Link className={`${buttonStyles.primary} ${styles.action}`} to={addGemPath(localize, `${pathname}${search}`)}>
          {t('balanceShortfall.addGem')}
        </Link>
      )}
    </div>
  );
}
