import styles from './account-settings.module.css';

/** Why a setting or a form of the settings was not kept, said at once (`role="alert"`); nothing while there is no problem. */
export function SettingsAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
