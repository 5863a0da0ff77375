import type { ComponentType } from 'react';
import type { ModalKind, ModalRequest, ModalRequestOf } from './modal-request';

export interface ModalBodyProps<K extends ModalKind> {
  request: ModalRequestOf<K>;
  onClose: () => void;
}

/**
 * Everything the shell knows about one kind of modal. Each kind registers its definition from a
 * file of its own (`modals/kinds/`), so adding a modal is adding one entry, never a case of a switch.
 */
export interface ModalDefinition<K extends ModalKind = ModalKind> {
  kind: K;
  /** Message key of the heading its body shows; also the dialog's accessible name. */
  headingKey: (request: ModalRequestOf<K>) => string;
  /** Whether Escape or a close button may dismiss it; one that may not is not replaced by a later ask either. */
  dismissible: (request: ModalRequestOf<K>) => boolean;
  Body: ComponentType<ModalBodyProps<K>>;
  /**
   * How it shows: a dialog (the default) makes the page inert until answered; a banner is a region at
   * the bottom of the page that traps nothing (the cookie choice). Dialogs go before banners in the
   * queue's order, so a banner waiting for an answer never holds back a sign-in or a signature.
   */
  presentation?: 'dialog' | 'banner';
  /**
   * The pages (locale-free path) where a banner waits unseen, because the page itself holds the same controls (the cookie
   * policy's settings); it shows again on the next page. Dialogs ignore it.
   */
  hiddenOn?: (path: string) => boolean;
  /**
   * A modal made of steps (the welcome): what it becomes when the step on screen is closed (answered, or
   * dismissed with Escape or ×), or null when that was the last. Without it, closing ends the modal.
   */
  next?: (request: ModalRequestOf<K>) => ModalRequest | null;
  /**
   * Where keyboard focus goes when it shows, and again at each step: its first control (the default), or
   * its heading (a step whose heading says where the person now is, read first by a screen reader).
   */
  initialFocus?: 'first-control' | 'heading';
}

/** The registry holds definitions of any kind; each is read back with the request of its own kind. */
type StoredDefinition = {
  kind: ModalKind;
  headingKey: (request: ModalRequest) => string;
  dismissible: (request: ModalRequest) => boolean;
  Body: ComponentType<ModalBodyProps<ModalKind>>;
  presentation?: 'dialog' | 'banner';
  hiddenOn?: (path: string) => boolean;
  next?: (request: ModalRequest) => ModalRequest | null;
  initialFocus?: 'first-control' | 'heading';
};

const definitions = new Map<ModalKind, StoredDefinition>();

/** Adds one kind of modal to the page's registry; a kind is registered once. */
export function registerModal<K extends ModalKind>(definition: ModalDefinition<K>): ModalDefinition<K> {
  if (definitions.has(definition.kind)) throw new Error(`The modal '${definition.kind}' is registered twice`);
  definitions.set(definition.kind, definition as unknown as StoredDefinition);
  return definition;
}

/** The definition of a request's kind, for the host to title and render it. */
export function modalDefinitionOf(request: ModalRequest): StoredDefinition {
  const definition = definitions.get(request.kind);
  if (!definition) throw new Error(`No modal is registered for '${request.kind}'`);
  return definition;
}

export function isDismissible(request: ModalRequest): boolean {
  return modalDefinitionOf(request).dismissible(request);
}

/** Whether a request shows as a banner; a kind not registered (yet) counts as a dialog. */
export function isBanner(request: ModalRequest): boolean {
  return definitions.get(request.kind)?.presentation === 'banner';
}

export function headingKeyOf(request: ModalRequest): string {
  return modalDefinitionOf(request).headingKey(request);
}

export function registeredModalKinds(): ModalKind[] {
  return [...definitions.keys()];
}
