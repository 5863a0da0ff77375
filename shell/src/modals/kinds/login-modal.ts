import { registerModal } from '../../modal-queue/modal-registry';
import { sessionDialogBody } from '../session-dialog-body';

export const loginModal = registerModal({
  kind: 'login',
  headingKey: () => 'session.loginHeading',
  dismissible: () => true,
  Body: sessionDialogBody('LoginBody'),
});
