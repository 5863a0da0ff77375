import path from 'node:path';
import type { RemoteName } from '@marketplace/contracts/wire';
import { REMOTE_EXPOSES } from '@marketplace/contracts/browser';

/**
 * DESIGN rule 2: a remote's `exposes` (its exposes.json, which its rspack config reads) match
 * the contract map exactly, and every exposed file default-exports a component.
 */
export function describeExposesContract(remote: RemoteName, exposes: Record<string, string>, packageDir: string): void {
  describe(`the ${remote} remote's exposes`, () => {
    it('lists exactly the modules the contract map declares for it', () => {
      const exposed = Object.keys(exposes).map((key) => key.replace(/^\.\//, ''));
      expect(exposed.sort()).toEqual([...REMOTE_EXPOSES[remote]].sort());
    });

    it.each(Object.entries(exposes))('%s default-exports a component', async (_name, file) => {
      const module = (await import(path.join(packageDir, file))) as { default?: unknown };
      expect(typeof module.default).toBe('function');
    });
  });
}
