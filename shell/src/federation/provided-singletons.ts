import * as tanstackReactQuery from '@tanstack/react-query';
import * as i18next from 'i18next';
import * as jsCookie from 'js-cookie';
import * as react from 'react';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as zustand from 'zustand';
import * as contractsBrowser from '@marketplace/contracts/browser';
import * as contractsHttp from '@marketplace/contracts/http';
import * as contractsUi from '@marketplace/contracts/ui';
import * as contractsWire from '@marketplace/contracts/wire';
import * as reactRouterSurface from './surfaces/react-router-surface';
import { FEDERATION_HOST_BUILD } from './federation-host-build';
import * as reactI18nextSurface from './surfaces/react-i18next-surface';

/**
 * The shell's own instance of each singleton the remotes consume (DESIGN rule 4): a remote rendering
 * inside the shell uses the shell's React, router, i18next, stores and query client. `react-router`
 * and `react-i18next` are provided narrowed to the exports remotes use (./surfaces). The contracts'
 * `/testing` entry is declared shared for the remotes' own harnesses only; no page consumes it.
 */
const PROVIDED: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router': reactRouterSurface,
  i18next,
  'react-i18next': reactI18nextSurface,
  zustand,
  'js-cookie': jsCookie,
  '@tanstack/react-query': tanstackReactQuery,
  '@marketplace/contracts/wire': contractsWire,
  '@marketplace/contracts/http': contractsHttp,
  '@marketplace/contracts/browser': contractsBrowser,
  '@marketplace/contracts/ui': contractsUi,
};

export const SHELL_CONTAINER = FEDERATION_HOST_BUILD.name;

/**
 * The `shared` option of the shell's federation runtime: each provided module with the version the
 * shell was built against and the range the build declares. A module given as `lib` counts as
 * loaded, so with `loaded-first` every remote takes the shell's copy. A singleton the build declares
 * that no page consumes stays out; one provided here that the build does not declare is a mistake.
 */
export function providedSingletons() {
  const declared = FEDERATION_HOST_BUILD.shared;
  return Object.fromEntries(
    Object.entries(PROVIDED).map(([request, module]) => {
      const declaration = declared[request];
      if (!declaration) throw new Error(`The shell provides ${request}, which tooling/rspack/shared-singletons.mjs does not declare`);
      const { version, requiredVersion, singleton, strictVersion } = declaration;
      return [request, { version, lib: () => module, shareConfig: { singleton, requiredVersion, strictVersion } }];
    }),
  );
}
