import { registerModal } from '../../modal-queue/modal-registry';
import { sessionDialogBody } from '../session-dialog-body';

export const loginErrorModal = registerModal({
  kind: 'login-error',
  headingKey: () => 'session.errorHeading',
  dismissible: () => true,
  Body: sessionDialogBody('LoginErrorBody'),
});
