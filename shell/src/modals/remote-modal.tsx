import type { RemoteName } from '@marketplace/contracts/wire';
import type { ExposedName, RemoteProps } from '@marketplace/contracts/browser';
import type { ModalBodyProps, ModalDefinition } from '../modal-queue/modal-registry';
import type { ModalKind, ModalRequestOf } from '../modal-queue/modal-request';
import { LazyRemoteView } from '../remote/lazy-remote-view';

export interface RemoteModalDefinition<K extends ModalKind, R extends RemoteName, M extends ExposedName<R>> extends Omit<ModalDefinition<K>, 'Body'> {
  remote: R;
  module: M;
  /** The body's props for one request, checked against the contract map. */
  props: (request: ModalRequestOf<K>, onClose: () => void) => RemoteProps<R, M>;
}

/** A modal whose body an exposed module of a remote supplies (DESIGN rule 1), inside the shell's dialog. */
export function remoteModal<K extends ModalKind, R extends RemoteName, M extends ExposedName<R>>({
  remote,
  module,
  props,
  ...definition
}: RemoteModalDefinition<K, R, M>): ModalDefinition<K> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per kind of modal, at module level (its registration), so its identity never changes between renders.
  function RemoteModalBody({ request, onClose }: ModalBodyProps<K>) {
    return <LazyRemoteView remote={remote} module={module} props={props(request, onClose) as object} />;
  }
  RemoteModalBody.displayName = `RemoteModalBody(${remote}/${module})`;
  return { ...definition, Body: RemoteModalBody };
}

/** The exposed modules of a remote whose body takes nothing but the way to close it. */
type CloseOnlyModule<R extends RemoteName> = {
  [M in ExposedName<R>]: [RemoteProps<R, M>] extends [{ onClose: () => void }] ? ([{ onClose: () => void }] extends [RemoteProps<R, M>] ? M : never) : never;
}[ExposedName<R>];

/**
 * A remote's dialog that the person may always close and whose body needs only the way to close it (the
 * wallet's rescue, signing and walletless-link dialogs): its kind, its heading's key, and the module.
 */
export function closableRemoteModal<K extends ModalKind, R extends RemoteName>(
  kind: K,
  headingKey: string,
  remote: R,
  module: CloseOnlyModule<R>,
): ModalDefinition<K> {
  return remoteModal<K, R, CloseOnlyModule<R>>({
    kind,
    headingKey: () => headingKey,
    dismissible: () => true,
    remote,
    module,
    // CloseOnlyModule admits only a module whose props are exactly `{ onClose }`.
    props: (_request, onClose) => ({ onClose }) as RemoteProps<R, CloseOnlyModule<R>>,
  });
}
