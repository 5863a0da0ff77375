import { isbot } from 'isbot';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * A page the guards refused as not found: the 404 page, or for a crawler no error page at all
 * (spec §2), only a signal not to index the address. In a chunk of its own with the crawler check:
 * the route's loader brings it with a refusal, so a page that shows fetches none of it.
 */
export interface RefusedPageProps {
  variant: 'page' | 'merchant';
}

export function RefusedPage({ variant }: RefusedPageProps) {
  if (isbot(navigator.userAgent)) return <meta name="robots" content="noindex" />;
  return <NotFoundPage reason={variant} />;
}
