import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { LayoutName } from '../route-model/route-entry';
import { AccountClosingNotice } from './account-closing-notice';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './page-layout.module.css';

/** The two layouts of spec §2: default (navigation and footer) and simple (a focused page). */
export function PageLayout({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-layout={layout}>
      <NavigationProgress />
      <a href="#main-content" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader withNavigation={layout === 'default'} />
      <AccountClosingNotice />
      <main id="main-content" tabIndex={-1} className={layout === 'simple' ? `${styles.main} ${styles.simple}` : styles.main}>
        <Outlet />
      </main>
      {layout === 'default' && <SiteFooter />}
    </div>
  );
}
