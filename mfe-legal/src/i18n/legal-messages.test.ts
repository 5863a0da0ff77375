import path from 'node:path';
import { describeRemoteMessages } from '../../../tooling/testing/describe-remote-messages';
import { LEGAL_NAMESPACE } from './namespace';

describeRemoteMessages(LEGAL_NAMESPACE, path.join(__dirname, '..', '..'));
