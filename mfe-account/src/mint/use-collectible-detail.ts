import { useEffect, useState } from 'react';
import { useMarketplaceApi, type CollectibleDetail } from '@marketplace/contracts';

/**
 * The collectible a mint buys, for its name, rarity and picture. Only decoration: when it cannot be
 * read the checkout still works, so a failure is simply "no detail".
 */
export function useCollectibleDetail(collectibleId: string): CollectibleDetail | null {
  const api = useMarketplaceApi();
  const [detail, setDetail] = useState<CollectibleDetail | null>(null);

  useEffect(() => {
    let current = true;
    setDetail(null);
    api.collectibles.detail(collectibleId).then(
      (answer) => current && setDetail(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, collectibleId]);

  return detail;
}
