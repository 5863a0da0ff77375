import styles from './card.module.css';

/** Class names of a card (its raised surface, its heading and the muted line under it), for the shell and every remote. */
export const cardStyles: { card: string; heading: string; intro: string } = {
  card: styles.card ?? '',
  heading: styles.heading ?? '',
  intro: styles.intro ?? '',
};
