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
