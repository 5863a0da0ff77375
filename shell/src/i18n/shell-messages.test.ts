import path from 'node:path';
import { describeCatalogue, describeKeysUsed } from '@marketplace/locales';
import { KIT_NAMESPACE, SHELL_NAMESPACE, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';

const messagesDir = path.join(__dirname, '..', '..', 'messages');

describeCatalogue({ namespace: SHELL_NAMESPACE, messagesDir, locales: SUPPORTED_LOCALES, sameInEveryLanguage: ['app.name', 'app.titleTemplate'] });

describeKeysUsed({
  namespace: SHELL_NAMESPACE,
  sourceDir: path.join(__dirname, '..'),
  messagesDirs: { [SHELL_NAMESPACE]: messagesDir, [KIT_NAMESPACE]: path.join(__dirname, '..', '..', '..', 'shared-contracts', 'messages') },
});
