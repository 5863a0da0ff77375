import path from 'node:path';
import { describeRemoteMessages } from '../../../tooling/testing/describe-remote-messages';
import { ACCOUNT_NAMESPACE } from './namespace';

describeRemoteMessages(ACCOUNT_NAMESPACE, path.join(__dirname, '..', '..'));
