import { useContext } from 'react';
import { resolveCollectibleImageUrl } from '@marketplace/contracts/wire';
import { RuntimeConfigContext } from '@marketplace/contracts/browser';

/** A game's key art cut to a square thumbnail (decorative: its name is beside it); an empty box when it has none. */
export function MerchantThumbnail({ artUrl, className, size }: { artUrl: string | null; className: string | undefined; size: 'small' | 'large' }) {
  const config = useContext(RuntimeConfigContext);
  const src = artUrl && (config ? resolveCollectibleImageUrl(artUrl, config.api.main) : artUrl);
  return (
    <span className={className} data-size={size}>
      {src && <img src={src} alt="" width={112} height={112} loading="lazy" decoding="async" />}
    </span>
  );
}
