import { registerModal } from '../../modal-queue/modal-registry';
import { sessionDialogBody } from '../session-dialog-body';

export const loginLoaderModal = registerModal({
  kind: 'login-loader',
  headingKey: () => 'session.loaderHeading',
  // It waits for the sign-in to end; the session controller closes it.
  dismissible: () => false,
  Body: sessionDialogBody('LoginLoaderBody'),
});
