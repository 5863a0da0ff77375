import styles from './outcome-notice.module.css';

/**
 * Class names of an action's outcome notice (under way, done, refused), for every remote whose forms say
 * what a signed or saved action came to.
 */
export const outcomeNoticeStyles: { progress: string; success: string; error: string } = {
  progress: styles.progress ?? '',
  success: styles.success ?? '',
  error: styles.error ?? '',
};
