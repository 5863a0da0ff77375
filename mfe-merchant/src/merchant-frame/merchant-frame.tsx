import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { isMerchantActive } from '@marketplace/contracts/wire';
import { useMerchants } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { openAreasOf, type MerchantArea } from './merchant-areas';
import { EmptyStateLink } from './empty-state-link';
import { MerchantFrameContext, type MerchantFrameValue } from './merchant-frame-context';
import { MerchantHeader, MerchantHeaderSkeleton } from './merchant-header';
import { MerchantNotFound } from './merchant-not-found';
import { MerchantTabs } from './merchant-tabs';
import styles from './merchant-frame.module.css';

export interface MerchantFrameProps {
  merchantId: string;
  area: MerchantArea;
  /** The page's own heading (the page's one `h1`). */
  heading: string;
  children: ReactNode;
}

/**
 * Every merchant page renders inside this: the merchant's card (art, name, its game and landing
 * pages), the tabs of the areas it opens, luxury styling across the page (spec §6), and the
 * 'Merchant not found' page when the merchant is closed or unknown (spec §2). The shell's guard
 * refuses such a merchant before the page loads; this covers what the page learns afterwards (a
 * merchants list read again, an API answer). The current-merchant cookie follows the route in the
 * shell, for every page that names a merchant.
 */
export function MerchantFrame({ merchantId, area, heading, children }: MerchantFrameProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const { merchants, loaded } = useMerchants();
  const [reportedClosed, setReportedClosed] = useState(false);
  const merchant = merchants.find((candidate) => candidate.id === merchantId);
  const open = merchant !== undefined && isMerchantActive(merchant);
  const frame = useMemo<MerchantFrameValue | null>(() => (merchant ? { merchant, reportMerchantNotFound: () => setReportedClosed(true) } : null), [merchant]);

  if (reportedClosed || (loaded && !open)) return <MerchantNotFound />;
  const areas = frame ? openAreasOf(frame.merchant) : [];
  // Until the merchants arrive the page is shown as open; the same tree either way, so the page inside
  // keeps its state (and its reads) when they do.
  const areaOpen = !frame || areas.includes(area);
  // A closed area's page is only the notice: its heading says so, not the area's name.
  const pageHeading = areaOpen ? heading : t(`merchantFrame.closed.${area}`, { merchant: frame.merchant.name });
  return (
    <MerchantFrameContext.Provider value={frame}>
      <div
        className={styles.merchant}
        data-merchant={merchantId}
        data-area={area}
        // The shell's design tokens re-point radius and brand colours under data-luxury (spec §6).
        data-luxury={frame?.merchant.luxury || undefined}
      >
        {frame ? (
          <>
            <MerchantHeader merchant={frame.merchant} />
            <MerchantTabs merchant={frame.merchant} areas={areas} current={area} />
          </>
        ) : (
          <MerchantHeaderSkeleton />
        )}
        <PageFrame owner="merchant" heading={pageHeading}>
          {areaOpen ? (
            children
          ) : (
            <EmptyStateLink
              title={t('merchantFrame.closedOther')}
              body={t('merchantFrame.closedReason')}
              link={areas[0] ? { to: `/${areas[0]}/${frame.merchant.id}`, label: t(`merchantFrame.goTo.${areas[0]}`) } : undefined}
            />
          )}
        </PageFrame>
      </div>
    </MerchantFrameContext.Provider>
  );
}
