import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import type { MarketplaceEvents } from '@marketplace/contracts/browser';

type ToastRequest = MarketplaceEvents['toast'];

/** Spec §9: toasts sit bottom-right, stay 5000 ms, at most 20 at once. */
export const TOAST_SETTINGS = { position: 'bottom-right', duration: 5000, visibleToasts: 20 } as const;

/**
 * Toasts rise above the queue's banner (the cookie choice) while it shows, so they never cover its
 * buttons: the banner host keeps its height in `--banner-height` on the page's root (0 without one).
 * sonner's own margins are 24 px, and 16 px on a phone, where toasts span the width.
 */
export const TOAST_OFFSETS = {
  offset: { bottom: 'calc(24px + var(--banner-height, 0px))' },
  mobileOffset: { bottom: 'calc(16px + var(--banner-height, 0px))' },
} as const;

/** sonner's rich colours with the design tokens' text colours: its own green reads below WCAG AA contrast. */
const RICH_TEXT_COLOURS = {
  '--success-text': 'var(--color-success)',
  '--error-text': 'var(--color-danger)',
  '--info-text': 'var(--color-brand-strong)',
} as CSSProperties;

const SHOW = { success: toast.success, error: toast.error, info: toast.info } as const;

export function showWithSonner({ tone, message }: ToastRequest): void {
  SHOW[tone](message);
}

/** Toasts asked for before the toaster listens; `ready` once it does. */
export interface ToastQueue {
  ready: boolean;
  waiting: ToastRequest[];
}

/** sonner's toaster, showing the toasts asked for while it was loading once it listens, so none is lost. */
export function SonnerToaster({ queue }: { queue: ToastQueue }) {
  const { t } = useTranslation();
  // The Toaster below subscribes in its own effect, which runs before this one.
  useEffect(() => {
    queue.ready = true;
    queue.waiting.splice(0).forEach(showWithSonner);
  }, [queue]);
  return (
    <Toaster
      {...TOAST_SETTINGS}
      {...TOAST_OFFSETS}
      closeButton
      richColors
      containerAriaLabel={t('toast.region')}
      style={RICH_TEXT_COLOURS}
      toastOptions={{ closeButtonAriaLabel: t('modal.close') }}
    />
  );
}
