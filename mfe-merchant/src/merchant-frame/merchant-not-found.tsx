import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { NotFoundPage } from '@marketplace/contracts/ui';

/**
 * Spec §2 404 'Merchant not found', for a merchant the page itself finds closed or unknown; the shell's guard
 * answers the same before a page loads.
 */
export function MerchantNotFound() {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return <NotFoundPage heading={t('notFound.merchantHeading')} body={t('notFound.merchantBody')} remote="merchant" />;
}
