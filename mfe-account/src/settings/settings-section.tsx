import type { ReactNode } from 'react';
import styles from './account-settings.module.css';

export interface SettingsSectionProps {
  /** The anchor the section nav links to (`#profile`). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page: a heading the nav links to, what the setting is for, then its form. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {description ? <p className={styles.muted}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
