import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { PageFrame } from '@marketplace/contracts/ui';
import { CHECKOUT_HEADING } from './checkout-heading';

/** The checkout's page: its heading says where the purchase stands (`checkoutHeadingKey`). */
export function CheckoutFrame({ headingKey = CHECKOUT_HEADING, children }: { headingKey?: string; children: ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <PageFrame owner="account" heading={t(headingKey)}>
      {children}
    </PageFrame>
  );
}
