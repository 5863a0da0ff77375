import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import type { ReturnTarget } from './return-target';

/** "Back to the store" (or wherever Add GEM came from): the way back to the page that sent the person here. */
export function ReturnLink({ target, className }: { target: ReturnTarget; className: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <Link className={className} to={target.path}>
      {t('walletMoves.receive.back', { place: t(`walletMoves.places.${target.place}`) })}
    </Link>
  );
}
