import { useContext } from 'react';
import { RuntimeConfigContext } from '@marketplace/contracts/browser';
import { resolveCollectibleImageUrl } from '../../wire/entities/collectible';
import { collectibleImageSrcSet } from './collectible-image-srcset';
import styles from './collectible-image.module.css';

export interface CollectibleImageProps {
  /** The collectible's `imageUrl` as the API gives it: a path on the main API or an absolute URL. */
  src: string;
  /** The item's name: the image is the item. */
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute says it (`(max-width: 40rem) 100vw, 15rem`). */
  sizes: string;
  /** Above the fold (the item page's main image, the first cards): load at once instead of lazily. */
  eager?: boolean;
}

/**
 * A collectible's art: square, its box reserved before the image arrives (nothing below it moves),
 * offered at several widths so the browser loads the size it shows, lazy unless it is above the fold.
 */
export function CollectibleImage({ src, alt, sizes, eager = false }: CollectibleImageProps) {
  const config = useContext(RuntimeConfigContext);
  const url = config ? resolveCollectibleImageUrl(src, config.api.main) : src;
  return (
    <span className={styles.frame}>
      <img
        className={styles.image}
        src={url}
        srcSet={collectibleImageSrcSet(url)}
        sizes={sizes}
        alt={alt}
        width={640}
        height={640}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </span>
  );
}
