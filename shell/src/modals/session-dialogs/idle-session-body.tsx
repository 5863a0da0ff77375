import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@marketplace/contracts/browser';
import type { ModalBodyProps } from '../../modal-queue/modal-registry';
import { useSignOut } from '../../session-ui/use-sign-out';
import { ModalActions, ModalFrame, PrimaryButton, SecondaryButton } from '../modal-frame';

/** Spec §4 idle: the user may stay, or sign out. */
export function IdleSessionBody({ onClose }: ModalBodyProps<'idle-session'>) {
  const { t } = useTranslation();
  const { sessionIdleMinutes } = useRuntimeConfig();
  const signOut = useSignOut();
  return (
    <ModalFrame heading={t('session.idleHeading')} body={t('session.idleBody', { minutes: sessionIdleMinutes })}>
      <ModalActions>
        <SecondaryButton
          onClick={() => {
            onClose();
            signOut();
          }}
        >
          {t('session.signOut')}
        </SecondaryButton>
        <PrimaryButton onClick={onClose}>{t('session.stay')}</PrimaryButton>
      </ModalActions>
    </ModalFrame>
  );
}
