import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { formatGem, type MarketStack } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { FavouriteButton, ItemCard } from '@marketplace/contracts/ui';
import { marketPaths } from './market-paths';

interface StackCardProps {
  merchantId: string;
  stack: MarketStack;
  /** One of the first cards on the page: its art loads at once. */
  eager?: boolean;
}

/**
 * One item on the market front, however many people sell a copy: its art, name and rarity, how many
 * are listed and the floor price, leading to the stack page where the copies are compared.
 */
export function StackCard({ merchantId, stack, eager }: StackCardProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  return (
    <ItemCard
      href={localized(marketPaths.stack(merchantId, stack.setId))}
      imageUrl={stack.imageUrl}
      name={stack.name}
      rarity={stack.rarity}
      meta={t('market.stackCard.summary', { count: stack.listed, price: formatGem(stack.floorPrice) })}
      eager={eager}
      corner={<FavouriteButton item={{ merchantId, setId: stack.setId }} name={stack.name} />}
    />
  );
}
