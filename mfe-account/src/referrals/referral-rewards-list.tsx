import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { ReferralTransaction } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { GemPrice } from '@marketplace/contracts/ui';
import { referralDateText } from './referral-date';
import { ReferralPersonLink } from './referral-person';
import styles from './referrals.module.css';

/** The rewards credited to the person: how much (GEM and USD), when, and whose purchase earned it. */
export function ReferralRewardsList({ rewards }: { rewards: readonly ReferralTransaction[] }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  return (
    <ul className={styles.rows} aria-label={t('referrals.rewards.listLabel')}>
      {rewards.map((reward) => (
        <li key={reward.id} className={styles.row}>
          <div className={styles.rewardFrom}>
            <span className={styles.rowMeta}>{t('referrals.rewards.from')}</span>
            <ReferralPersonLink person={reward.referredUser} />
          </div>
          <time className={styles.rowMeta} dateTime={reward.time}>
            {referralDateText(reward.time, locale)}
          </time>
          <span className={styles.amount}>
            <GemPrice amount={reward.amount} />
          </span>
        </li>
      ))}
    </ul>
  );
}
