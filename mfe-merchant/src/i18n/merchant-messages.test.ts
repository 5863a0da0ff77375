import path from 'node:path';
import { describeCatalogue, describeKeysUsed } from '@marketplace/locales';
import { KIT_NAMESPACE, SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { MERCHANT_NAMESPACE } from './namespace';

const packageDir = path.join(__dirname, '..', '..');
const messagesDir = path.join(packageDir, 'messages');

describeCatalogue({ namespace: MERCHANT_NAMESPACE, messagesDir, locales: SUPPORTED_LOCALES });

describeKeysUsed({
  namespace: MERCHANT_NAMESPACE,
  sourceDir: path.join(packageDir, 'src'),
  messagesDirs: { [MERCHANT_NAMESPACE]: messagesDir, [KIT_NAMESPACE]: path.join(packageDir, '..', 'shared-contracts', 'messages') },
});
