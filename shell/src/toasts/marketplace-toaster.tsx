import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { marketplaceBus } from '@marketplace/contracts';

/** Spec §9: toasts sit bottom-right, stay 5000 ms, at most 20 at once. */
export const TOAST_SETTINGS = { position: 'bottom-right', duration: 5000, visibleToasts: 20 } as const;

/** sonner's rich colours with the design tokens' text colours: its own green reads below WCAG AA contrast. */
const RICH_TEXT_COLOURS = {
  '--success-text': 'var(--color-success)',
  '--error-text': 'var(--color-danger)',
  '--info-text': 'var(--color-brand-strong)',
} as CSSProperties;

const SHOW = { success: toast.success, error: toast.error, info: toast.info } as const;

/** The page's toasts: the shell's own, and the ones remotes ask for over the bus. */
export function MarketplaceToaster() {
  const { t } = useTranslation();
  useEffect(() => marketplaceBus.on('toast', ({ tone, message }) => void SHOW[tone](message)), []);
  return (
    <Toaster
      {...TOAST_SETTINGS}
      closeButton
      richColors
      containerAriaLabel={t('toast.region')}
      style={RICH_TEXT_COLOURS}
      toastOptions={{ closeButtonAriaLabel: t('modal.close') }}
    />
  );
}
