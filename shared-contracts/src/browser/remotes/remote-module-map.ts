import type { ComponentType } from 'react';
import type { TermsAcceptancePayload } from '../../wire/schemas/terms-schemas';
import type { SellingDialogRequest } from '../bus/bus-events';
import type { WalletCreateMode, WalletLockedVariant } from '../../wire/wallet/wallet-modals';
import type { RemoteName } from '../../wire/remotes/remote-names';

export const PORTAL_SECTIONS = [
  'dashboard',
  'offers',
  'activity',
  'mint',
  'referrals',
  'account',
  'devices',
  'collection',
  'collection-item',
  'kyc',
  'notifications',
  'favourites',
  'listings',
] as const;
export type PortalSection = (typeof PORTAL_SECTIONS)[number];

type NoProps = Record<string, never>;

/** Props every modal body receives from the shell's modal queue. */
export interface ModalBodyProps {
  onClose: () => void;
}

/**
 * Every module each remote exposes, with the props the shell renders it with.
 * The shell's loader is typed by this map; each remote's test proves its `exposes` match it.
 */
export interface RemoteModuleMap {
  account: {
    PortalPage: { section: PortalSection; id: string | null };
    UserPage: { userId: string };
    CollectionPage: { merchantId: string };
    CollectiblePage: { collectibleId: string };
    InfluencerProgramPage: NoProps;
  };
  merchant: {
    StorePage: { merchantId: string; itemId: string | null; categoryId: string | null };
    MarketPage: { merchantId: string; listingId: string | null; setId: string | null };
    CraftPage: { merchantId: string; recipeId: string | null; categoryId: string | null };
    /** The selling dialog's body, opened by `selling:open`: list a collectible, change or withdraw its listing, its offers. */
    SellingModal: ModalBodyProps & SellingDialogRequest;
  };
  wallet: {
    /** Rendered once by the shell on every page, showing nothing: it holds the key custody and answers `wallet:sign`. */
    WalletHost: NoProps;
    RescuePage: NoProps;
    /** `/user-portal/wallet`: the address to receive GEM at (and, locally, the deposit stand-in); reads its `?return=` itself. */
    ReceivePage: NoProps;
    /** `/user-portal/wallet/send`: send GEM to an address. */
    SendPage: NoProps;
    /** `/user-portal/wallet/key`: the wallet's private key shown to its owner after the wallet password (issue 24). */
    KeyExportPage: NoProps;
    WalletCreateModal: ModalBodyProps & { mode: WalletCreateMode };
    WalletLockedModal: ModalBodyProps & { variant: WalletLockedVariant };
    RescueModal: ModalBodyProps;
    WalletlessLinkModal: ModalBodyProps;
    /** The confirmation of a pending `wallet:sign` request. */
    WalletSignModal: ModalBodyProps;
  };
  legal: {
    PolicyPage: { policy: string };
    SupportPage: NoProps;
    CommunicationsPage: NoProps;
    ExportPage: NoProps;
    RefreshCachePage: NoProps;
    UnderMaintenancePage: NoProps;
    /** The terms-acceptance modal's body (`firstTime`: nothing accepted before); `onAccepted` gets what the API stored, the shell updates the user state and closes it. */
    TermsModal: { firstTime: boolean; onAccepted: (acceptance: TermsAcceptancePayload) => void };
  };
}

export type ExposedName<R extends RemoteName> = keyof RemoteModuleMap[R] & string;
export type RemoteProps<R extends RemoteName, M extends ExposedName<R>> = RemoteModuleMap[R][M];

/** The shape of an exposed module: its default export is the component. */
export interface RemoteModule<R extends RemoteName, M extends ExposedName<R>> {
  default: ComponentType<RemoteProps<R, M>>;
}

/** A component as its remote must export it; used to type each exposed file. */
export type RemoteComponent<R extends RemoteName, M extends ExposedName<R>> = ComponentType<RemoteProps<R, M>>;

type ExposedList = { [R in RemoteName]: readonly ExposedName<R>[] };

/** The same map as data, for the tests and the build configs that cannot read types. */
export const REMOTE_EXPOSES = {
  account: ['PortalPage', 'UserPage', 'CollectionPage', 'CollectiblePage', 'InfluencerProgramPage'],
  merchant: ['StorePage', 'MarketPage', 'CraftPage', 'SellingModal'],
  wallet: [
    'WalletHost',
    'RescuePage',
    'ReceivePage',
    'SendPage',
    'KeyExportPage',
    'WalletCreateModal',
    'WalletLockedModal',
    'RescueModal',
    'WalletlessLinkModal',
    'WalletSignModal',
  ],
  legal: ['PolicyPage', 'SupportPage', 'CommunicationsPage', 'ExportPage', 'RefreshCachePage', 'UnderMaintenancePage', 'TermsModal'],
} as const satisfies ExposedList;

/** Compile-time proof that REMOTE_EXPOSES lists every key of RemoteModuleMap, no more, no less. */
type MissingFromList = {
  [R in RemoteName]: Exclude<ExposedName<R>, (typeof REMOTE_EXPOSES)[R][number]>;
}[RemoteName];
const everyExposedNameListed: [MissingFromList] extends [never] ? true : MissingFromList = true;
void everyExposedNameListed;
