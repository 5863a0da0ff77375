import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RuntimeConfigContext } from '@marketplace/contracts/browser';
import { resolveCollectibleImageUrl } from '../../wire/entities/collectible';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import styles from './zoomable-art.module.css';

// The lightbox (and its library) loads with the first click, not with the page.
const ArtLightbox = lazy(() => import('./art-lightbox'));

export interface ZoomableArtProps {
  /** The item's `imageUrl` as the API gives it. */
  src: string;
  /** The item's name. */
  alt: string;
  /** The art as the page shows it. */
  children: ReactNode;
}

/** An item page's art as a button that opens it full size and zoomable. */
export function ZoomableArt({ src, alt, children }: ZoomableArtProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const config = useContext(RuntimeConfigContext);
  const [open, setOpen] = useState(false);
  const url = config ? resolveCollectibleImageUrl(src, config.api.main) : src;
  return (
    <>
      <button type="button" className={styles.opener} aria-haspopup="dialog" aria-label={t('lightbox.open', { name: alt })} onClick={() => setOpen(true)}>
        {children}
        <span className={styles.hint} aria-hidden="true">
          <ExpandIcon />
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ArtLightbox src={url} alt={alt} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Four corners pointing out: "see it bigger". */
function ExpandIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
