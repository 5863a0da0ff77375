import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { splitLocalePath } from '@marketplace/contracts/wire';
import { modalQueue, useCurrentBanner, type ModalQueue } from '../modal-queue/modal-queue';
import { modalDefinitionOf } from '../modal-queue/modal-registry';
import styles from './banner-host.module.css';

/**
 * The queue's banner on screen (the cookie choice): a labelled region fixed to the bottom of the
 * viewport. Unlike the dialog it traps no focus and leaves the page usable. It shows while no dialog does,
 * except on a page its kind names in `hiddenOn` (it stays queued and shows again elsewhere).
 */
export function BannerHost({ queue = modalQueue }: { queue?: ModalQueue }) {
  const { t } = useTranslation();
  const current = useCurrentBanner(queue);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const height = useHeightOf(region);
  const { pathname } = useLocation();
  const definition = current ? modalDefinitionOf(current.request) : null;
  const shown = current !== null && definition !== null && !definition.hiddenOn?.(splitLocalePath(pathname).path);
  useBannerHeightOnRoot(shown ? height : 0);
  if (!current || !definition || !shown) return null;
  return (
    <>
      {/* Room at the end of the page as tall as the banner, so the footer can be scrolled out from under it.
          It is below everything, so nothing on screen moves when it appears (no layout shift). */}
      <div style={{ height }} aria-hidden="true" />
      {/* Its code is a lazy chunk: nothing shows until it arrives, then it rises over the page. The region waits
          with it: an empty region shown first and then grown to the body's height would move its top edge
          (a layout shift of the whole banner, which Lighthouse measured at 0.16 on a phone). */}
      <Suspense fallback={null}>
        <section ref={setRegion} className={styles.region} aria-label={t(definition.headingKey(current.request))} data-modal-banner={current.request.kind}>
          <definition.Body request={current.request} onClose={() => queue.close(current.key)} />
        </section>
      </Suspense>
    </>
  );
}

/** Says the banner's height on the page's root (`--banner-height`), so what else sits at the bottom (the toasts) rises above it. */
function useBannerHeightOnRoot(height: number): void {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--banner-height', `${height}px`);
    return () => {
      root.style.removeProperty('--banner-height');
    };
  }, [height]);
}

/** The banner's height as it renders (its lazy body arriving, a phone's wrapping, "Choose" opening). */
function useHeightOf(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
