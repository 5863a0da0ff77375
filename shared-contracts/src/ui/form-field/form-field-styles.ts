import styles from './form-field.module.css';

/** Class names of a form field (the wrapper, its label, hint, error, text control and text area), for the shell and every remote. */
export const formFieldStyles: { field: string; label: string; hint: string; error: string; input: string; textarea: string } = {
  field: styles.field ?? '',
  label: styles.label ?? '',
  hint: styles.hint ?? '',
  error: styles.error ?? '',
  input: styles.input ?? '',
  textarea: styles.textarea ?? '',
};
