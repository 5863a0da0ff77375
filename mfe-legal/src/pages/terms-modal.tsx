import type { RemoteComponent } from '@marketplace/contracts/browser';
import { TermsAcceptance } from '../policies/terms-acceptance';

/** The body of the shell's `terms` modal: accept the terms in force. */
const TermsModal: RemoteComponent<'legal', 'TermsModal'> = ({ firstTime, onAccepted }) => <TermsAcceptance firstTime={firstTime} onAccepted={onAccepted} />;

export default TermsModal;
