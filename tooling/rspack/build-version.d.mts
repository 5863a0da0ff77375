/** Types of build-version.mjs, for the TypeScript that drives it (the e2e deploy specs). */
export declare function outputHashOf(assets: readonly { name: string; source: { buffer(): Buffer } }[]): string;
export declare function buildVersionOf(packageVersion: string, outputHash: string): string;
export declare function packageVersionOf(appDir: string): string;
export declare function gitCommitOf(dir: string): string | null;
