import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import styles from './art-lightbox.module.css';

export interface ArtLightboxProps {
  /** The art's address, resolved: the set's SVG drawing, sharp at any size and zoom. */
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * An SVG has no pixel size of its own: it is laid out as this square, which the lightbox fits to the screen
 * and zooms up to eight times (the drawing stays sharp, it is vector).
 */
const DRAWN_SIZE = 1600;

/**
 * The art full size (yet-another-react-lightbox with its Zoom plugin: a modal dialog, Esc closes, focus comes
 * back; pinch, wheel, double-tap, + and − zoom). Loaded only when someone opens it (see `ZoomableArt`).
 */
export default function ArtLightbox({ src, alt, onClose }: ArtLightboxProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <Lightbox
      className={styles.lightbox}
      open
      close={onClose}
      slides={[{ src, alt, width: DRAWN_SIZE, height: DRAWN_SIZE }]}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 8, scrollToZoom: true }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      // One picture: no arrows, no counter.
      render={{ buttonPrev: () => null, buttonNext: () => null }}
      labels={{
        Lightbox: t('lightbox.label', { name: alt }),
        'Photo gallery': t('lightbox.label', { name: alt }),
        // The roles' descriptions a screen reader says ("carousel", "slide"): here one picture.
        Carousel: t('lightbox.picture'),
        Slide: t('lightbox.picture'),
        Close: t('lightbox.close'),
        'Zoom in': t('lightbox.zoomIn'),
        'Zoom out': t('lightbox.zoomOut'),
      }}
    />
  );
}
