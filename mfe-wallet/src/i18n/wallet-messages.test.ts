import path from 'node:path';
import { describeCatalogue, describeKeysUsed } from '@marketplace/locales';
import { KIT_NAMESPACE, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from './namespace';

const packageDir = path.join(__dirname, '..', '..');
const messagesDir = path.join(packageDir, 'messages');

describeCatalogue({ namespace: WALLET_NAMESPACE, messagesDir, locales: SUPPORTED_LOCALES });

describeKeysUsed({
  namespace: WALLET_NAMESPACE,
  sourceDir: path.join(packageDir, 'src'),
  messagesDirs: { [WALLET_NAMESPACE]: messagesDir, [KIT_NAMESPACE]: path.join(packageDir, '..', 'shared-contracts', 'messages') },
});
