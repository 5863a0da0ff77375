import styles from './startup-failure.module.css';

/**
 * Shown when the shell cannot start (config.json missing or wrong). The catalogues may not be
 * loaded at this point, so the operator-facing detail is plain text; it names the bad field.
 */
export function StartupFailure({ heading, help, detail }: { heading: string; help: string; detail: string }) {
  return (
    <main className={styles.failure} role="alert">
      <h1 className={styles.heading}>{heading}</h1>
      <p>{help}</p>
      <pre className={styles.detail} data-testid="startup-error">
        {detail}
      </pre>
    </main>
  );
}
