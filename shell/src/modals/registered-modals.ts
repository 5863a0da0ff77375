import type { ModalKind } from '../modal-queue/modal-request';
import { idleSessionModal } from './kinds/idle-session-modal';
import { loginErrorModal } from './kinds/login-error-modal';
import { loginLoaderModal } from './kinds/login-loader-modal';
import { loginModal } from './kinds/login-modal';
import { rescueModal } from './kinds/rescue-modal';
import { sellingModal } from './kinds/selling-modal';
import { termsModal } from './kinds/terms-modal';
import { consentBannerModal } from './kinds/consent-banner-modal';
import { tokenExpiredModal } from './kinds/token-expired-modal';
import { walletCreateModal } from './kinds/wallet-create-modal';
import { walletLockedModal } from './kinds/wallet-locked-modal';
import { walletSignModal } from './kinds/wallet-sign-modal';
import { walletlessLinkModal } from './kinds/walletless-link-modal';
import { welcomeModal } from './kinds/welcome-modal';

/**
 * Every kind of modal, each registered by its own file in `kinds/`. Importing this module is what
 * registers them; the host does, so the queue knows every kind before the first page renders.
 */
export const REGISTERED_MODALS = [
  loginLoaderModal,
  loginModal,
  loginErrorModal,
  idleSessionModal,
  tokenExpiredModal,
  walletCreateModal,
  walletLockedModal,
  rescueModal,
  walletlessLinkModal,
  walletSignModal,
  sellingModal,
  termsModal,
  consentBannerModal,
  welcomeModal,
] as const;

// A kind of ModalRequest without a file in kinds/ fails to compile here, naming the kind.
type Unregistered = Exclude<ModalKind, (typeof REGISTERED_MODALS)[number]['kind']>;
const everyKindRegistered: [Unregistered] extends [never] ? true : Unregistered = true;
void everyKindRegistered;
