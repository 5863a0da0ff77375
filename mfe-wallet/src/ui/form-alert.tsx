import styles from './wallet-ui.module.css';

/** A form's failure, announced as it appears; nothing (no empty gap) while there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
