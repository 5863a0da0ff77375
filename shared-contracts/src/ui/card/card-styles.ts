import styles from './card.module.css';

/**
 * Class names of a card (its raised surface, or the same with a smaller padding on a phone; its heading and the
 * muted line under it), for the shell and every remote.
 */
export const cardStyles: { card: string; snugOnPhone: string; heading: string; intro: string } = {
  card: styles.card ?? '',
  snugOnPhone: styles.snugOnPhone ?? '',
  heading: styles.heading ?? '',
  intro: styles.intro ?? '',
};
