import { gemToWei } from '../ledger/gem-amounts.js';
import { DEFAULT_WALLET_MOVE_SETTINGS, readWalletMoveSettings } from './wallet-move-settings.js';

describe('readWalletMoveSettings', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(readWalletMoveSettings({})).toEqual(DEFAULT_WALLET_MOVE_SETTINGS);
  });

  it('reads the network fee, the daily deposit cap and the confirmation delays', () => {
    expect(
      readWalletMoveSettings({
        TRANSFER_NETWORK_FEE_GEM: '0.05',
        DEPOSIT_DAILY_CAP_GEM: '250',
        DEPOSIT_CONFIRM_AFTER_MS: '0',
        TRANSFER_CONFIRM_AFTER_MS: '1500',
      }),
    ).toEqual({ networkFeeWei: gemToWei('0.05'), depositDailyCapWei: gemToWei('250'), depositConfirmAfterMs: 0, transferConfirmAfterMs: 1500 });
  });

  it('stops the start on a malformed value, naming it', () => {
    expect(() => readWalletMoveSettings({ TRANSFER_NETWORK_FEE_GEM: '-1' })).toThrow(/TRANSFER_NETWORK_FEE_GEM/);
    expect(() => readWalletMoveSettings({ DEPOSIT_DAILY_CAP_GEM: 'lots' })).toThrow(/DEPOSIT_DAILY_CAP_GEM/);
    expect(() => readWalletMoveSettings({ DEPOSIT_CONFIRM_AFTER_MS: '1.5' })).toThrow(/DEPOSIT_CONFIRM_AFTER_MS/);
  });
});
