import { sessionStore } from '@marketplace/contracts/browser';
import { registerModal } from '../../modal-queue/modal-registry';
import { recordTermsAcceptance } from '../../session/terms-acceptance';
import { remoteModal } from '../remote-modal';

/**
 * The legal remote's terms acceptance, asked after sign-in of a person who has not accepted the terms
 * in force. Not dismissible: the account waits until it is accepted; the body's "Sign out"
 * (`session:sign-out-requested`, see session-ui/sign-out-requests.ts) is the way out.
 */
export const termsModal = registerModal(
  remoteModal({
    kind: 'terms',
    headingKey: ({ firstTime }) => (firstTime ? 'terms.firstHeading' : 'terms.heading'),
    dismissible: () => false,
    remote: 'legal',
    module: 'TermsModal',
    props: ({ firstTime }, onClose) => ({
      firstTime,
      onAccepted: (acceptance) => {
        recordTermsAcceptance(sessionStore, acceptance);
        onClose();
      },
    }),
  }),
);
