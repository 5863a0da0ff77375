import type { CommunicationCategory, Locale } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { issueEmailKey } from '../email-keys/email-keys.js';
import { unsubscribePageUrl } from './email-links.js';

/** Where a mail client POSTs `List-Unsubscribe=One-Click` (RFC 8058); the key rides in the query, as the RFC needs the URI to say who. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/keys/unsubscribe-communications/one-click';

export interface UnsubscribeLinks {
  /** The page link the mail shows (the communications page, which can undo it). */
  pageUrl: string;
  /** The API endpoint a mail client calls without opening a page. */
  oneClickUrl: string;
}

/**
 * A fresh `UNSUBSCRIBE_COMMUNICATIONS` key about the mail's category (offers), for a mail about to be sent, and
 * the two links that carry it: both turn off that category alone (`unsubscribeWithKey`). Issued at send time, never stored in the outbox: only its hash is kept (email_keys), so the
 * working link exists in the sent mail alone.
 */
export async function issueUnsubscribeLinks(
  db: Database,
  {
    userId,
    category,
    locale,
    shellOrigin,
    publicOrigin,
    now,
  }: { userId: string; category: CommunicationCategory; locale: Locale; shellOrigin: string; publicOrigin: string; now: Date },
): Promise<UnsubscribeLinks> {
  const { key } = await issueEmailKey(db, userId, 'UNSUBSCRIBE_COMMUNICATIONS', now, null, category);
  const oneClick = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, publicOrigin);
  oneClick.searchParams.set('key', key);
  return { pageUrl: unsubscribePageUrl(shellOrigin, key, locale).toString(), oneClickUrl: oneClick.toString() };
}

/**
 * RFC 2369 `List-Unsubscribe` with the one-click URI first (RFC 8058 asks for an HTTPS URI a client can
 * POST to; the local site speaks http) and the page second, for clients that open a page, and RFC 8058's
 * `List-Unsubscribe-Post` that tells the client a bare POST is enough.
 */
export function listUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClickUrl}>, <${links.pageUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
