/** Types of kept-builds.mjs, for the TypeScript that drives it (the e2e deploy specs). */
export interface Releases {
  keptDirOf(distDir: string): string;
  versionIn(dir: string): string;
  publishRank(file: string): number;
  link: boolean;
}
export declare const BUILDS_DIR: string;
export declare const MANIFEST: string;
export declare const KEPT_BUILDS: number;
export declare const REMOTE_RELEASES: Releases;
export declare const SHELL_RELEASES: Releases;
export declare function buildDirOf(distDir: string, version: string, releases?: Releases): string;
export declare function stagingDirOf(distDir: string, releases?: Releases): string;
export declare function buildVersionIn(dir: string, releases?: Releases): string;
export declare function readHistory(distDir: string, releases?: Releases): string[];
export declare function keepAndPublish(distDir: string, stagingDir: string, releases?: Releases): { version: string; published: string[] };
export declare function rollBack(distDir: string, releases?: Releases): { from: string; to: string; published: string[] };
