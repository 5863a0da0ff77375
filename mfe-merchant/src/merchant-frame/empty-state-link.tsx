import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState } from '@marketplace/contracts/ui';

export interface EmptyStateLinkProps {
  title: string;
  body: string;
  /** The way out (every item, the first page, the store), a locale-free path; none where there is nowhere to send the person. */
  link?: { to: string; label: string } | undefined;
}

/** A merchant page with nothing to show, saying where to go instead: the kit's empty state with one primary link. */
export function EmptyStateLink({ title, body, link }: EmptyStateLinkProps) {
  const localized = useLocalizedPath();
  return (
    <EmptyState
      title={title}
      body={body}
      action={
        link && (
          <Link className={buttonStyles.primary} to={localized(link.to)}>
            {link.label}
          </Link>
        )
      }
    />
  );
}
