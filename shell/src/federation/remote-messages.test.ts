import i18next from 'i18next';
import { remoteLoadFailure } from './remote-load-failure';
import { joinRemoteMessages } from './remote-messages';
import { federationRuntime } from './remote-registry';

jest.mock('./remote-registry', () => ({ federationRuntime: jest.fn() }));

function runtimeAnswering(loadRemote: jest.Mock) {
  jest.mocked(federationRuntime).mockResolvedValue({ loadRemote } as never);
  return loadRemote;
}

beforeAll(async () => {
  await i18next.init({ lng: 'ja', resources: {} });
});

afterEach(() => jest.resetAllMocks());

describe("a remote's words", () => {
  it("come from the remote's messages module, in the page's language, into the remote's namespace", async () => {
    const loadMessages = jest.fn().mockResolvedValue({ support: { heading: 'サポート' } });
    const loadRemote = runtimeAnswering(jest.fn().mockResolvedValue({ loadMessages }));
    await joinRemoteMessages('legal');
    expect(loadRemote).toHaveBeenCalledWith('marketplace_legal/messages');
    expect(loadMessages).toHaveBeenCalledWith('ja');
    expect(i18next.t('support.heading', { ns: 'legal' })).toBe('サポート');
  });

  it('are not asked again once the language is here', async () => {
    const loadRemote = runtimeAnswering(jest.fn());
    await joinRemoteMessages('legal');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('reject when the runtime could not load the messages module, and are asked again next time', async () => {
    runtimeAnswering(jest.fn().mockResolvedValueOnce(remoteLoadFailure('marketplace_wallet/messages', new Error('404'))));
    await expect(joinRemoteMessages('wallet')).rejects.toBeTruthy();
    const loadMessages = jest.fn().mockResolvedValue({ wallet: { createHeading: 'ウォレットを作成' } });
    runtimeAnswering(jest.fn().mockResolvedValue({ loadMessages }));
    await joinRemoteMessages('wallet');
    expect(i18next.t('wallet.createHeading', { ns: 'wallet' })).toBe('ウォレットを作成');
  });

  it('reject when the remote exposes no loadMessages (a build of another contract)', async () => {
    runtimeAnswering(jest.fn().mockResolvedValue({ default: () => null }));
    await expect(joinRemoteMessages('merchant')).rejects.toThrow('marketplace_merchant/messages has no loadMessages');
  });
});
