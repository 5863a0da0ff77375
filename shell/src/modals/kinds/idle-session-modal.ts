import { registerModal } from '../../modal-queue/modal-registry';
import { sessionDialogBody } from '../session-dialog-body';

export const idleSessionModal = registerModal({
  kind: 'idle-session',
  headingKey: () => 'session.idleHeading',
  dismissible: () => true,
  Body: sessionDialogBody('IdleSessionBody'),
});
