import styles from './buttons.module.css';

/** Class names of the site's primary and secondary buttons, for the shell and every remote. */
export const buttonStyles: { primary: string; secondary: string } = { primary: styles.primary ?? '', secondary: styles.secondary ?? '' };
