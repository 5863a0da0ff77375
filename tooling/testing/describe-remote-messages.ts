import path from 'node:path';
import { describeCatalogue, describeKeysUsed } from '@marketplace/locales';
import { KIT_NAMESPACE, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';

/**
 * The checks every remote runs on its own words (DESIGN rule 10): its `messages/{locale}.json` agree
 * across the nine locales, and every key its code names is in its namespace or, with `kit:`, the kit's.
 */
export function describeRemoteMessages(namespace: string, packageDir: string): void {
  const messagesDir = path.join(packageDir, 'messages');
  describeCatalogue({ namespace, messagesDir, locales: SUPPORTED_LOCALES });
  describeKeysUsed({
    namespace,
    sourceDir: path.join(packageDir, 'src'),
    messagesDirs: { [namespace]: messagesDir, [KIT_NAMESPACE]: path.join(packageDir, '..', 'shared-contracts', 'messages') },
  });
}
