import { rmSync } from 'node:fs';
import { keepAndPublish } from './kept-builds.mjs';

const PLUGIN = 'MarketplaceKeepBuildsPlugin';

/**
 * For a remote's production build: once rspack has written the build to its staging folder, keeps
 * it under `dist/builds/<version>/` beside the earlier ones and publishes it (see `kept-builds.mjs`),
 * so `npm run rollback -- <remote>` can put the previous build back. A failed build publishes nothing.
 */
export class KeepBuildsPlugin {
  /** @param {{ distDir: string, stagingDir: string }} options */
  constructor({ distDir, stagingDir }) {
    this.distDir = distDir;
    this.stagingDir = stagingDir;
  }

  apply(compiler) {
    compiler.hooks.done.tap(PLUGIN, (stats) => {
      if (stats.hasErrors()) {
        rmSync(this.stagingDir, { recursive: true, force: true });
        return;
      }
      const { version } = keepAndPublish(this.distDir, this.stagingDir);
      compiler.getInfrastructureLogger(PLUGIN).info(`published ${version} in ${this.distDir}`);
    });
  }
}
