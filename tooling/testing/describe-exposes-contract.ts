import path from 'node:path';
import { REMOTE_MESSAGES_MODULE, SUPPORTED_LOCALES, type RemoteMessagesModule, type RemoteName } from '@marketplace/contracts/wire';
import { REMOTE_EXPOSES } from '@marketplace/contracts/browser';

/**
 * DESIGN rule 2: a remote's `exposes` (its exposes.json, which its rspack config reads) match
 * the contract map exactly, plus its `./messages` (REMOTE_MESSAGES_MODULE); every exposed page
 * default-exports a component, and the messages module gives the remote's words in every locale.
 */
export function describeExposesContract(remote: RemoteName, exposes: Record<string, string>, packageDir: string): void {
  const pages = Object.entries(exposes).filter(([key]) => key !== `./${REMOTE_MESSAGES_MODULE}`);

  describe(`the ${remote} remote's exposes`, () => {
    it('lists exactly the modules the contract map declares for it, and its messages', () => {
      const exposed = Object.keys(exposes).map((key) => key.replace(/^\.\//, ''));
      expect(exposed.sort()).toEqual([...REMOTE_EXPOSES[remote], REMOTE_MESSAGES_MODULE].sort());
    });

    it.each(pages)('%s default-exports a component', async (_name, file) => {
      const module = (await import(path.join(packageDir, file))) as { default?: unknown };
      expect(typeof module.default).toBe('function');
    });

    it.each(SUPPORTED_LOCALES)('./messages gives its words in %s', async (locale) => {
      const file = exposes[`./${REMOTE_MESSAGES_MODULE}`] ?? '';
      const module = (await import(path.join(packageDir, file))) as Partial<RemoteMessagesModule>;
      const messages = await module.loadMessages?.(locale);
      expect(Object.keys(messages ?? {}).length).toBeGreaterThan(0);
    });
  });
}
