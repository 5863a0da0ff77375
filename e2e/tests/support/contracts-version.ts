import contractsPackage from '../../../shared-contracts/package.json' with { type: 'json' };

/** The version of `@marketplace/contracts` every app of this checkout is built against. */
export const CONTRACTS_VERSION = contractsPackage.version;

/** The first version of the next major: what a remote built against a breaking change would carry. */
export const NEXT_CONTRACTS_MAJOR = `${Number(CONTRACTS_VERSION.split('.')[0]) + 1}.0.0`;
