import { useLocale, useRuntimeConfig } from '@marketplace/contracts/browser';

/**
 * The marketplace fee's percentage (spec §9) as the page's locale writes a percentage ("5%", "5 %",
 * "5 %"): the one way the buy panel and every selling form name the fee, so one page never shows it twice
 * in two forms.
 */
export function useFeePercent(): string {
  const locale = useLocale();
  const { fees } = useRuntimeConfig();
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fees.marketplaceFeesPercent / 100);
}
