import { describeUnmetNeeds, type UnmetNeed } from '../../../tooling/surface/unmet-needs.mjs';
import type { SingletonSkew } from './singleton-compatibility';

export interface IncompatibleRemote {
  /** The remote's container name, as its manifest and the federation runtime call it. */
  container: string;
  manifestUrl: string;
  /** The remote's build version (`metaData.buildInfo.buildVersion` of its manifest), when it has one. */
  buildVersion: string | undefined;
  skews: SingletonSkew[];
  /** The exports its manifest says it reads from a module the shell provides, which the shell does not have. */
  unmet: UnmetNeed[];
}

/** Says, for an operator, which remote build was refused and why: the versions that disagree, the names missing. */
export function describeIncompatibleRemote({ container, manifestUrl, buildVersion, skews, unmet }: IncompatibleRemote): string {
  const build = buildVersion ? `build ${buildVersion} from ${manifestUrl}` : manifestUrl;
  const reasons: string[] = [];
  if (skews.length) {
    const disagreements = skews.map(({ pkg, remoteVersion, hostVersion }) => `${pkg} ${remoteVersion}, but this shell provides ${pkg} ${hostVersion}`);
    reasons.push(`it was built against ${disagreements.join('; and against ')}, a different major version, so one shared copy cannot serve both`);
  }
  if (unmet.length) reasons.push(`it needs exports this shell does not provide (${describeUnmetNeeds(unmet)})`);
  return `Remote ${container} (${build}) is not composed: ${reasons.join('; and ')}.`;
}

/**
 * A remote built against another major version of a shared singleton (the contracts, React, …) than
 * the shell provides, or reading an export of a shared module that the shell's copy does not have
 * (its surface contract). No retry or reload can cure it; its team must rebuild, or its build be rolled back.
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
