import type { ReactNode } from 'react';
import { cardStyles } from '@marketplace/contracts/ui';
import card from '../portal-kit/portal-card.module.css';
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
      <div className={card.head}>
        <h2 id={headingId} className={cardStyles.heading}>
          {title}
        </h2>
        {description ? <p className={styles.muted}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
