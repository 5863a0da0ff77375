import { useQuery } from '@tanstack/react-query';
import { merchantsQueries } from '@marketplace/contracts/http';
import type { Merchant } from '../../wire/entities/merchant';
import { useMarketplaceApi } from './marketplace-api-context';

export interface MerchantsState {
  merchants: Merchant[];
  /** True once `GET /api/merchants` has settled, whatever its outcome (a failure reads as no merchants). */
  loaded: boolean;
}

const NO_MERCHANTS: Merchant[] = [];

/** The merchants (games) of the marketplace, from the one merchants query of the page. */
export function useMerchants(): MerchantsState {
  const { data, isSuccess, isError } = useQuery(merchantsQueries.list(useMarketplaceApi()));
  return { merchants: data ?? NO_MERCHANTS, loaded: isSuccess || isError };
}

export function useMerchant(merchantId: string): Merchant | undefined {
  const { data } = useQuery({
    ...merchantsQueries.list(useMarketplaceApi()),
    select: (merchants) => merchants.find((merchant) => merchant.id === merchantId),
  });
  return data;
}
