import type { SingletonSkew } from './singleton-compatibility';

export interface IncompatibleRemote {
  /** The remote's container name, as its manifest and the federation runtime call it. */
  container: string;
  manifestUrl: string;
  /** The remote's build version (`metaData.buildInfo.buildVersion` of its manifest), when it has one. */
  buildVersion: string | undefined;
  skews: SingletonSkew[];
}

/** Says, for an operator, which remote build was refused and which versions disagree. */
export function describeIncompatibleRemote({ container, manifestUrl, buildVersion, skews }: IncompatibleRemote): string {
  const build = buildVersion ? `build ${buildVersion} from ${manifestUrl}` : manifestUrl;
  const disagreements = skews.map(({ pkg, remoteVersion, hostVersion }) => `${pkg} ${remoteVersion}, but this shell provides ${pkg} ${hostVersion}`);
  return `Remote ${container} (${build}) is not composed: it was built against ${disagreements.join('; and against ')}, a different major version, so one shared copy cannot serve both.`;
}

/**
 * A remote built against another major version of a shared singleton (the contracts, React, …) than
 * the shell provides. No retry or reload can cure it; its team must rebuild, or its build be rolled back.
 * Recognised by name, since the runtime plugin that throws it and the loader that reads it sit in different chunks.
 */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';

  constructor(readonly incompatibility: IncompatibleRemote) {
    super(describeIncompatibleRemote(incompatibility));
  }
}

export function isIncompatibleRemoteError(error: unknown): error is IncompatibleRemoteError {
  return error instanceof Error && error.name === 'IncompatibleRemoteError' && 'incompatibility' in error;
}
