import type { NotificationRecord } from '../../wire/entities/notification';
import { formatGemNumber } from '../../wire/format/format-gem';

/**
 * The params that are GEM amounts (see NOTIFICATION_TRANSLATION_IDS): the server sends them as it
 * stores them ('2.5', 18-decimal strings); its messages write the unit after them ('{{price}} GEM').
 */
const AMOUNT_PARAMS: ReadonlySet<string> = new Set(['price', 'amount', 'previousPrice']);

/**
 * A notification's params ready for its message: each amount written the way every page writes GEM
 * (`formatGem`: grouped, 2 decimals, truncated, "2.50"), so "for 2.5 GEM" never sits beside "2.50 GEM".
 * Anything else (a collectible's name) passes as it is, rendered as text.
 */
export function notificationParams(params: NotificationRecord['params']): NotificationRecord['params'] {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, AMOUNT_PARAMS.has(name) ? formatGemNumber(value) : value]));
}
