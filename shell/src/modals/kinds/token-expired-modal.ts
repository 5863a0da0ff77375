import { registerModal } from '../../modal-queue/modal-registry';
import { sessionDialogBody } from '../session-dialog-body';

export const tokenExpiredModal = registerModal({
  kind: 'token-expired',
  headingKey: () => 'session.expiredHeading',
  dismissible: () => true,
  Body: sessionDialogBody('TokenExpiredBody'),
});
