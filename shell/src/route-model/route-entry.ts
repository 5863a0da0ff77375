import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { RemoteName } from '@marketplace/contracts/wire';
import type { ExposedName, RemoteProps } from '@marketplace/contracts/browser';
import type { RouteParams } from './route-params';

export type LayoutName = 'default' | 'simple';

export interface RemoteView {
  kind: 'remote';
  remote: RemoteName;
  module: string;
  props: (params: RouteParams) => object;
}

export interface ShellView {
  kind: 'shell';
  Component: ComponentType;
  /** Brings the page's code when it is loaded with its route (`lazyPage`); resolved at once for a page in the first load. */
  preload: () => Promise<void>;
}

/** A path with no page of its own; the target is locale-free and keeps the query and hash. */
export interface RedirectView {
  kind: 'redirect';
  to: (params: RouteParams, search: URLSearchParams) => string;
}

export type RouteView = RemoteView | ShellView | RedirectView;

export interface TitleContext {
  t: TFunction;
  merchantName: (merchantId: string) => string;
}

/** One route of spec §2: everything the shell needs to guard, title and render it before remote code arrives. */
export interface RouteEntry {
  /** Also the message key: `routes.{id}.title` and `.heading`. */
  id: string;
  /** React Router pattern without the locale prefix; '' is the locale's home. */
  path: string;
  layout: LayoutName;
  /** Spec §2: route changes scroll to the top unless the route opts out. */
  scrollToTop: boolean;
  view: RouteView;
  isValid?: (params: RouteParams) => boolean;
  titleValues?: (params: RouteParams, context: TitleContext) => Record<string, string>;
}

/** Declares a remote-rendered route; the props mapper is checked against the contract map. */
export function remoteView<R extends RemoteName, M extends ExposedName<R>>(
  remote: R,
  module: M,
  props: (params: RouteParams) => RemoteProps<R, M>,
): RemoteView {
  return { kind: 'remote', remote, module, props: props as (params: RouteParams) => object };
}
