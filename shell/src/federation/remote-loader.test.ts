import { joinRemoteMessages } from './remote-messages';
import { federationRuntime } from './remote-registry';
import { loadRemoteModule, peekRemoteModule, RemoteUnavailableError } from './remote-loader';

jest.mock('./remote-registry', () => ({ federationRuntime: jest.fn() }));
jest.mock('./remote-messages', () => ({ joinRemoteMessages: jest.fn() }));

const PolicyPage = () => null;

function runtimeAnswering(loadRemote: jest.Mock) {
  jest.mocked(federationRuntime).mockResolvedValue({ loadRemote } as never);
  return loadRemote;
}

beforeEach(() => jest.mocked(joinRemoteMessages).mockResolvedValue(undefined));

afterEach(() => jest.resetAllMocks());

describe('loading a remote module', () => {
  it('fetches it once for a route loader, its view and a link preload asking at the same time', async () => {
    let arrive!: (module: unknown) => void;
    const loadRemote = runtimeAnswering(jest.fn(() => new Promise((resolve) => (arrive = resolve))));
    const asked = [loadRemoteModule('legal', 'PolicyPage'), loadRemoteModule('legal', 'PolicyPage'), loadRemoteModule('legal', 'PolicyPage')];
    await Promise.resolve();
    await Promise.resolve();
    arrive({ default: PolicyPage });
    const modules = await Promise.all(asked);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(modules.every((module) => module.default === PolicyPage)).toBe(true);
    expect(peekRemoteModule('legal', 'PolicyPage')?.default).toBe(PolicyPage);
  });

  it('asks again after a failed load, which rejects every caller with the remote named', async () => {
    const loadRemote = runtimeAnswering(jest.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce({ default: PolicyPage }));
    await expect(loadRemoteModule('legal', 'SupportPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadRemoteModule('legal', 'SupportPage')).resolves.toEqual({ default: PolicyPage });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects with the remote named when the federation runtime itself cannot be loaded', async () => {
    jest.mocked(federationRuntime).mockRejectedValue(new Error('Loading chunk federation-runtime failed'));
    await expect(loadRemoteModule('merchant', 'StorePage')).rejects.toMatchObject({ remote: 'merchant', module: 'StorePage' });
  });

  it("asks for the remote's words together with the module and resolves only once both are here", async () => {
    let wordsArrive!: () => void;
    jest.mocked(joinRemoteMessages).mockReturnValue(new Promise<void>((resolve) => (wordsArrive = resolve)));
    const loadRemote = runtimeAnswering(jest.fn().mockResolvedValue({ default: PolicyPage }));
    let settled = false;
    const loading = loadRemoteModule('legal', 'RefreshCachePage').then((module) => {
      settled = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledWith('marketplace_legal/RefreshCachePage');
    expect(joinRemoteMessages).toHaveBeenCalledWith('legal');
    expect(settled).toBe(false);
    wordsArrive();
    await expect(loading).resolves.toEqual({ default: PolicyPage });
  });

  it("fails as a module load does when the remote's words cannot be loaded, and asks for them again next time", async () => {
    jest.mocked(joinRemoteMessages).mockRejectedValueOnce(new Error('messages chunk 404')).mockResolvedValueOnce(undefined);
    runtimeAnswering(jest.fn().mockResolvedValue({ default: PolicyPage }));
    await expect(loadRemoteModule('legal', 'ExportPage')).rejects.toMatchObject({ remote: 'legal', module: 'ExportPage' });
    expect(peekRemoteModule('legal', 'ExportPage')).toBeUndefined();
    await expect(loadRemoteModule('legal', 'ExportPage')).resolves.toEqual({ default: PolicyPage });
    expect(joinRemoteMessages).toHaveBeenCalledTimes(2);
  });
});
