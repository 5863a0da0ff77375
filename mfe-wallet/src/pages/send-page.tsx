import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RemoteComponent, useLocalizedPath, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { walletMovesQueries } from '@marketplace/contracts/http';
import { buttonStyles, cardStyles, EmptyState, LoadError, PageFrame } from '@marketplace/contracts/ui';
import { type TransferRecord, weiOfGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { NoWalletYet } from '../moves/no-wallet-yet';
import { useExactBalance } from '../moves/use-exact-balance';
import { ReceiveSkeleton } from '../receive/receive-skeleton';
import { SendConfirmation } from '../send/send-confirmation';
import { SendForm } from '../send/send-form';
import type { SendOrder } from '../send/send-order';
import { TransferProgress } from '../send/transfer-progress';
import styles from '../send/send.module.css';

type Step = { kind: 'form'; draft: SendOrder | null } | { kind: 'confirm'; order: SendOrder } | { kind: 'sent'; transfer: TransferRecord };

/** `/user-portal/wallet/send`: fill in (recipient, amount, fee shown), confirm (signed in the wallet, 2FA when on), then watch it complete. */
const SendPage: RemoteComponent<'wallet', 'SendPage'> = () => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  const address = user?.walletAddress ?? null;
  const terms = useQuery(walletMovesQueries.transferTerms(api));
  const balance = useExactBalance(address);
  const [step, setStep] = useState<Step>({ kind: 'form', draft: null });

  function body() {
    if (address === null) return <NoWalletYet />;
    if (step.kind === 'sent') return <TransferProgress sent={step.transfer} onAnother={() => setStep({ kind: 'form', draft: null })} />;
    if (terms.isPending || balance.isPending) return <ReceiveSkeleton />;
    if (terms.isError || balance.isError) {
      return (
        <LoadError
          message={t('walletMoves.send.loadError')}
          onRetry={() => {
            void terms.refetch();
            void balance.refetch();
          }}
        />
      );
    }
    if (step.kind === 'confirm') {
      return (
        <SendConfirmation
          order={step.order}
          ownAddress={address}
          needsCode={user?.twoFactorAuth ?? false}
          onEdit={() => setStep({ kind: 'form', draft: step.order })}
          onSent={(transfer) => setStep({ kind: 'sent', transfer })}
        />
      );
    }
    if ((weiOfGem(balance.data.amount) ?? 0n) <= (weiOfGem(terms.data.networkFee) ?? 0n)) {
      return (
        <EmptyState
          title={t('walletMoves.send.emptyTitle')}
          body={t('walletMoves.send.emptyBody')}
          action={
            <Link className={buttonStyles.primary} to={localized('/user-portal/wallet')}>
              {t('walletMoves.send.addGem')}
            </Link>
          }
        />
      );
    }
    return (
      <SendForm
        ownAddress={address}
        balance={balance.data.amount}
        fee={terms.data.networkFee}
        initial={step.draft}
        onReview={(order) => setStep({ kind: 'confirm', order })}
      />
    );
  }

  return (
    <PageFrame owner="wallet" heading={t('routes.walletSend.heading')}>
      <div className={`${cardStyles.snugOnPhone} ${styles.panel}`}>
        {step.kind === 'form' && address !== null && <p className={cardStyles.intro}>{t('walletMoves.send.intro')}</p>}
        {body()}
      </div>
    </PageFrame>
  );
};

export default SendPage;
