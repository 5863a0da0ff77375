import { Link } from 'react-router';
import styles from './category-links.module.css';

export interface CategoryLink {
  /** Stable key of the entry (the category id; "all" for the whole list). */
  key: string;
  name: string;
  /** Where it leads, already localized (`useLocalizedPath`). */
  href: string;
  /** The category the page shows now: marked `aria-current="page"`. */
  current: boolean;
}

export interface CategoryLinksProps {
  /** What the links choose between, for screen readers ("Store categories"). */
  label: string;
  links: CategoryLink[];
  /** The categories are still loading: a placeholder keeps the row's height. */
  loading?: boolean;
}

/** A list's categories as links, each its own address, in one row that scrolls sideways on a phone. */
export function CategoryLinks({ label, links, loading = false }: CategoryLinksProps) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link className={styles.chip} to={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.name}
            </Link>
          </li>
        ))}
        {loading && <li className={styles.placeholder} aria-hidden="true" />}
      </ul>
    </nav>
  );
}
