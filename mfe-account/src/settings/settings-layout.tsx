import type { ReactNode } from 'react';
import styles from './account-settings.module.css';
import { SettingsNav } from './settings-nav';

/** The account page's frame: the section nav beside the cards on a wide screen, one column on a phone. */
export function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <SettingsNav />
      <div className={styles.sections}>{children}</div>
    </div>
  );
}

/** Makes a part of the page placed beside the settings (the security settings) a target of the section nav. */
export function SettingsAnchor({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.anchor}>
      {children}
    </div>
  );
}
