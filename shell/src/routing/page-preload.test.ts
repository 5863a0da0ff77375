import type { RouteView } from '../route-model/route-entry';
import { preloadPage, REMOTE_MODULE_WAIT_MS } from './page-preload';

const remotePage: RouteView = { kind: 'remote', remote: 'legal', module: 'PolicyPage', props: () => ({}) };
const never = () => new Promise<never>(() => undefined);
const NoPage = () => null;

describe("preloading a route's page", () => {
  it("starts the remote module's load and resolves when it is there", async () => {
    const load = jest.fn(async () => ({ default: () => null }));
    await preloadPage(remotePage, load);
    expect(load).toHaveBeenCalledWith('legal', 'PolicyPage');
  });

  it('resolves when the module fails to load: the page shows its own failure, the navigation goes on', async () => {
    await expect(preloadPage(remotePage, async () => Promise.reject(new Error('connection refused')))).resolves.toBeUndefined();
  });

  it('waits no longer than REMOTE_MODULE_WAIT_MS for a module that is slow to come', async () => {
    const waits: number[] = [];
    const wait = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    await expect(preloadPage(remotePage, never, wait)).resolves.toBeUndefined();
    expect(waits).toEqual([REMOTE_MODULE_WAIT_MS]);
  });

  it("brings a shell page's code, and resolves whatever its load does", async () => {
    const preload = jest.fn(async () => undefined);
    await preloadPage({ kind: 'shell', Component: NoPage, preload }, never);
    expect(preload).toHaveBeenCalled();
    await expect(preloadPage({ kind: 'shell', Component: NoPage, preload: async () => Promise.reject(new Error('chunk')) }, never)).resolves.toBeUndefined();
  });

  it('has nothing to bring for a redirect', async () => {
    const load = jest.fn(never);
    await preloadPage({ kind: 'redirect', to: () => '/' }, load);
    expect(load).not.toHaveBeenCalled();
  });
});
