/** Types of unmet-needs.mjs, for the TypeScript that reads it (the shell's refusal of a remote). */
export interface SurfaceNeeds {
  contracts?: { version: string; major?: number };
  imports?: Record<string, string[]>;
}
export interface ShellSurface {
  build?: string;
  contracts?: { version: string; major?: number };
  provides: Record<string, string[]>;
}
export interface UnmetNeed {
  module: string;
  missing: string[];
}
export declare const SHELL_SURFACE_FILE: string;
export declare function majorOf(version: string | undefined): number | null;
export declare function unmetNeeds(
  needed: Readonly<Record<string, readonly string[]>> | undefined,
  providedBy: (module: string) => ReadonlySet<string> | readonly string[] | undefined,
): UnmetNeed[];
export declare function describeUnmetNeeds(unmet: readonly UnmetNeed[]): string;
export declare function surfaceGaps(needs: SurfaceNeeds, surface: ShellSurface): { unmet: UnmetNeed[]; contracts: { needed: string; provided: string } | null };
