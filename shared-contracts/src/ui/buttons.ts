import styles from './buttons.module.css';

/** Class names of the site's buttons (primary, secondary, round icon-only), for the shell and every remote. */
export const buttonStyles: { primary: string; secondary: string; icon: string } = {
  primary: styles.primary ?? '',
  secondary: styles.secondary ?? '',
  icon: styles.icon ?? '',
};
