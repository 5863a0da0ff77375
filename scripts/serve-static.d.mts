/** Types of serve-static.mjs, for the TypeScript that drives it (the e2e deploy specs serve a build on a new origin). */
export interface ServeStaticOptions {
  name: string;
  root: string;
  host: string;
  port: number;
  allowedOrigins?: string[];
  spa?: boolean;
  logger?: boolean;
}
export declare function serveStatic(options: ServeStaticOptions): Promise<{ close(): Promise<void> }>;
