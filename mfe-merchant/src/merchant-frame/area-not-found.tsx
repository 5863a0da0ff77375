import { BackLink } from './back-link';
import styles from './area-not-found.module.css';

interface AreaNotFoundProps {
  /** What is missing, in a sentence ("This listing is not on the market…"); the page's heading names it. */
  body: string;
  /** The path of the list to go back to. */
  backPath: string;
  backLabel: string;
}

/**
 * Spec §2 and §8: what a merchant's store, market or craft does not have (an item, a listing, a set, a
 * recipe) is a 404 inside the merchant's frame, with the way back to the list; not for indexing.
 */
export function AreaNotFound({ body, backPath, backLabel }: AreaNotFoundProps) {
  return (
    <div className={styles.notFound} data-page="not-found">
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <p className={styles.body}>{body}</p>
      <BackLink path={backPath}>{backLabel}</BackLink>
    </div>
  );
}
