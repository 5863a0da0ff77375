import path from 'node:path';
import { describeCatalogue, describeKeysUsed } from '@marketplace/locales';
import { SUPPORTED_LOCALES } from './locales';
import { KIT_NAMESPACE } from './message-namespaces';

const messagesDir = path.join(__dirname, '..', '..', '..', 'messages');

describeCatalogue({
  namespace: KIT_NAMESPACE,
  messagesDir,
  locales: SUPPORTED_LOCALES,
  sameInEveryLanguage: ['app.titleTemplate'],
  // The kit names gem cuts, materials and colours (Cabochon, Marquise, Onyx, Gold), which many languages borrow as they are.
  loanwordShare: 0.15,
});

describeKeysUsed({ namespace: KIT_NAMESPACE, sourceDir: path.join(__dirname, '..', '..'), messagesDirs: { [KIT_NAMESPACE]: messagesDir } });
