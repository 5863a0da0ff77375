import path from 'node:path';
import { describeRemoteMessages } from '../../../tooling/testing/describe-remote-messages';
import { WALLET_NAMESPACE } from './namespace';

describeRemoteMessages(WALLET_NAMESPACE, path.join(__dirname, '..', '..'));
