import path from 'node:path';
import { describeRemoteMessages } from '../../../tooling/testing/describe-remote-messages';
import { MERCHANT_NAMESPACE } from './namespace';

describeRemoteMessages(MERCHANT_NAMESPACE, path.join(__dirname, '..', '..'));
