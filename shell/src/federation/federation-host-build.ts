/** A shared singleton as tooling/rspack/shared-singletons.mjs declares it for every app. */
export interface SingletonDeclaration {
  version: string;
  requiredVersion: string;
  singleton: boolean;
  strictVersion: boolean;
}

/** What the shell's build hands its federation host: its container name and the singletons it shares. */
export interface FederationHostBuild {
  name: string;
  shared: Record<string, SingletonDeclaration>;
}

/** Set by the shell's build (`federationHostDefine` in tooling/rspack/create-app-config.mjs). */
declare const __MARKETPLACE_FEDERATION_HOST__: FederationHostBuild;

export const FEDERATION_HOST_BUILD: FederationHostBuild = __MARKETPLACE_FEDERATION_HOST__;
