import type { TFunction } from 'i18next';

/** "3 left" / "Last one": how many of the item the merchant still holds, for a card's badge and the item page. */
export function supplyLeftLabel(t: TFunction, supplyLeft: number): string {
  return supplyLeft > 0 ? t('store.supplyLeft', { count: supplyLeft }) : t('store.soldOut');
}
