/** Types of kept-builds.mjs, for the TypeScript that drives it (the e2e deploy specs). */
export declare const BUILDS_DIR: string;
export declare const MANIFEST: string;
export declare const KEPT_BUILDS: number;
export declare function buildDirOf(distDir: string, version: string): string;
export declare function stagingDirOf(distDir: string): string;
export declare function buildVersionIn(dir: string): string;
export declare function readHistory(distDir: string): string[];
export declare function keepAndPublish(distDir: string, stagingDir: string): { version: string; published: string[] };
export declare function rollBack(distDir: string): { from: string; to: string; published: string[] };
