import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';

export interface SellCollectibleButtonProps {
  collectibleId: string;
  merchantId: string;
  /** The collectible is on the market already (or a buyer is paying for it): the dialog manages that sale. */
  listed?: boolean;
}

/**
 * On an owned collectible: opens the selling dialog (list it at a price, or manage its listing and
 * offers) in the shell's modal queue, the same dialog any other remote opens with `selling:open`. Its
 * label says which of the two the dialog will offer.
 */
export function SellCollectibleButton({ collectibleId, merchantId, listed = false }: SellCollectibleButtonProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return (
    <button
      type="button"
      className={listed ? buttonStyles.secondary : buttonStyles.primary}
      aria-haspopup="dialog"
      onClick={() => marketplaceBus.emit('selling:open', { collectibleId, merchantId })}
    >
      {t(listed ? 'selling.manageButton' : 'selling.sellButton')}
    </button>
  );
}
