/**
 * @jest-environment node
 */
import { verifyMessage, Wallet } from 'ethers';
import { LEGACY_ITERATIONS } from '../crypto/password-envelope';
import { rescueKeyPairOf } from '../crypto/rescue-encryption';
import { createKeyCustody } from './key-custody';

const OWNER = { userId: '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11' };
const RESCUE_SECRET = 'q1Zr8m0bT0kL2v9xY3nW6pA4sD7fG5hJ8kL1zX2cV3b';
/** What a rescue sign-in holds; ordinary sessions hold only the public half. */
const RESCUE = { secret: RESCUE_SECRET };
const fastCustody = () => createKeyCustody({ iterations: LEGACY_ITERATIONS, now: () => new Date('2026-11-21T10:00:00.000Z') });

describe('the key custody', () => {
  it('creates a wallet whose password copy unlocks it and whose signatures verify to its address', async () => {
    const maker = fastCustody();
    const { address, keys } = await maker.create(OWNER, 'password', 'correct horse battery', RESCUE);
    const custody = fastCustody();

    await custody.unlock(OWNER, address, keys, 'password', 'correct horse battery');
    const signature = await custody.sign('Marketplace purchase\nMint: 1');

    expect(Object.keys(keys).sort()).toEqual(['password', 'rescue']);
    expect(keys.password?.time).toBe('2026-11-21T10:00:00.000Z');
    expect(verifyMessage('Marketplace purchase\nMint: 1', signature)).toBe(address);
  });

  it('seals the rescue copy with the public half alone, and only the rescue secret opens it', async () => {
    const { publicKey } = await rescueKeyPairOf(RESCUE_SECRET);
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'correct horse battery', { publicKey });

    await expect(fastCustody().rescue(OWNER, address, keys, RESCUE_SECRET, 'new password 12')).resolves.toHaveProperty('password');
    await expect(fastCustody().rescue(OWNER, address, keys, 'another-secret-of-43-characters-xxxxxxxxxxx', 'new password 12')).rejects.toThrow(
      'Asymmetric decryption failed.',
    );
  });

  it('reveals the key only to its secret, every time, leaving a locked custody locked', async () => {
    const maker = fastCustody();
    const { address, keys } = await maker.create(OWNER, 'password', 'correct horse battery', RESCUE);
    const custody = fastCustody();

    const revealed = await custody.reveal(OWNER, address, keys, 'password', 'correct horse battery');

    expect(new Wallet(revealed).address).toBe(address);
    expect(custody.isUnlocked()).toBe(false);
    await expect(maker.reveal(OWNER, address, keys, 'password', 'wrong horse battery')).rejects.toMatchObject({ kind: 'locked' });
  });

  it('keeps no key in clear in the keys record', async () => {
    const custody = fastCustody();

    const { keys } = await custody.create(OWNER, 'google', 'provider-secret-of-43-random-characters-xyz', RESCUE);
    const privateKey = custody.exportForCache()!;

    expect(JSON.stringify(keys)).not.toContain(privateKey.slice(2));
    expect(Object.keys(keys).sort()).toEqual(['google', 'rescue']);
  });

  it('locks the wallet with a wrong password (the locked modal, not support)', async () => {
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'correct horse battery', RESCUE);
    const custody = fastCustody();

    const failure = custody.unlock(OWNER, address, keys, 'password', 'wrong horse battery');

    await expect(failure).rejects.toMatchObject({ kind: 'locked', message: 'Decryption failed.' });
    expect(custody.isUnlocked()).toBe(false);
  });

  it("locks the wallet when the vault has no entry for the sign-in method: 'Key type not found in user keys'", async () => {
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'correct horse battery', RESCUE);

    await expect(fastCustody().unlock(OWNER, address, keys, 'apple', 'anything')).rejects.toMatchObject({
      kind: 'locked',
      message: 'Key type not found in user keys',
    });
  });

  it("sends a key that is not the wallet's to support (address mismatch)", async () => {
    const { keys } = await fastCustody().create(OWNER, 'password', 'correct horse battery', RESCUE);

    const failure = fastCustody().unlock(OWNER, Wallet.createRandom().address, keys, 'password', 'correct horse battery');

    await expect(failure).rejects.toMatchObject({ kind: 'support', message: 'wallet not found.' });
  });

  it('compares the address without case', async () => {
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'correct horse battery', RESCUE);

    await expect(fastCustody().unlock(OWNER, address.toLowerCase(), keys, 'password', 'correct horse battery')).resolves.toBeDefined();
  });

  it('answers a re-wrapped entry for an envelope under 600000 iterations, and none for a current one', async () => {
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'correct horse battery', RESCUE);

    const { rewrapped } = await createKeyCustody().unlock(OWNER, address, keys, 'password', 'correct horse battery');
    const again = await createKeyCustody().unlock(OWNER, address, rewrapped!, 'password', 'correct horse battery');

    expect(JSON.parse(rewrapped!.password!.value).iter).toBe(600_000);
    expect(again.rewrapped).toBeNull();
  }, 20_000);

  it('rescues with the rescue secret and a new password; the old password then fails', async () => {
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'forgotten password', RESCUE);
    const custody = fastCustody();

    const renewed = await custody.rescue(OWNER, address, keys, RESCUE_SECRET, 'brand new password');
    const saved = { ...keys, ...renewed };

    await expect(fastCustody().unlock(OWNER, address, saved, 'password', 'brand new password')).resolves.toBeDefined();
    await expect(fastCustody().unlock(OWNER, address, saved, 'password', 'forgotten password')).rejects.toMatchObject({ kind: 'locked' });
    expect(custody.address()).toBe(address);
  });

  it('refuses a rescue with the wrong secret, or without a rescue copy', async () => {
    const { address, keys } = await fastCustody().create(OWNER, 'password', 'pw-123456789', RESCUE);

    await expect(fastCustody().rescue(OWNER, address, keys, 'another-secret-of-enough-entropy-0123456789', 'new password 1')).rejects.toThrow(
      'Asymmetric decryption failed.',
    );
    await expect(fastCustody().rescue(OWNER, address, { password: keys.password! }, RESCUE_SECRET, 'new password 1')).rejects.toThrow('Missing rescue');
  });

  it('refuses to sign while locked, and after lock', async () => {
    const custody = fastCustody();
    await expect(custody.sign('hello')).rejects.toThrow('The wallet is locked');

    await custody.create(OWNER, 'password', 'pw-123456789', RESCUE);
    custody.lock();

    await expect(custody.sign('hello')).rejects.toThrow('The wallet is locked');
    expect(custody.exportForCache()).toBeNull();
  });

  it("unlocks from the cached key only when it is the wallet's", async () => {
    const maker = fastCustody();
    const { address } = await maker.create(OWNER, 'password', 'pw-123456789', RESCUE);
    const cached = maker.exportForCache()!;
    const custody = fastCustody();

    expect(custody.unlockFromCache(Wallet.createRandom().privateKey, address)).toBe(false);
    expect(custody.unlockFromCache('not a key', address)).toBe(false);
    expect(custody.unlockFromCache(cached, address)).toBe(true);
  });

  it("fails creation with 'Failed to generate a rescue key' without a rescue secret", async () => {
    await expect(fastCustody().create(OWNER, 'password', 'pw-123456789', { secret: '' })).rejects.toThrow('Failed to generate a rescue key');
  });

  it("fails creation with 'Failed to create wallet' without a password", async () => {
    await expect(fastCustody().create(OWNER, 'password', '', RESCUE)).rejects.toThrow('Failed to create wallet');
  });

  describe('legacy vaults', () => {
    it('re-wraps a plain private key under the chosen method, adds a rescue copy and removes the plain key', async () => {
      const legacy = Wallet.createRandom();
      const keys = { privateKey: { value: legacy.privateKey, time: '2024-01-01T00:00:00.000Z' } };
      const custody = fastCustody();

      const update = await custody.updateLegacy(OWNER, legacy.address, keys, 'password', 'new password 12', RESCUE);

      expect(update.privateKey).toBeNull();
      expect(Object.keys(update).sort()).toEqual(['password', 'privateKey', 'rescue']);
      expect(JSON.stringify(update)).not.toContain(legacy.privateKey.slice(2));
      const saved = { password: update.password!, rescue: update.rescue! };
      await expect(fastCustody().unlock(OWNER, legacy.address, saved, 'password', 'new password 12')).resolves.toBeDefined();
      expect(custody.address()).toBe(legacy.address);
    });

    it('re-wraps a rescue-only vault with the rescue secret of a rescue sign-in', async () => {
      const { address, keys } = await fastCustody().create(OWNER, 'password', 'pw-123456789', RESCUE);
      const rescueOnly = { rescue: keys.rescue! };

      const update = await fastCustody().updateLegacy(OWNER, address, rescueOnly, 'password', 'new password 12', RESCUE);

      expect(update.rescue).toBeUndefined();
      await expect(fastCustody().unlock(OWNER, address, { ...rescueOnly, password: update.password! }, 'password', 'new password 12')).resolves.toBeDefined();
    });

    it("asks for the recovery key of a rescue-only vault without the rescue secret: 'Missing recovery key'", async () => {
      const { address, keys } = await fastCustody().create(OWNER, 'password', 'pw-123456789', RESCUE);

      await expect(fastCustody().updateLegacy(OWNER, address, { rescue: keys.rescue! }, 'password', 'new password 12')).rejects.toMatchObject({
        kind: 'support',
        message: 'Missing recovery key',
      });
    });

    it("refuses a plain key that is not the wallet's", async () => {
      const keys = { privateKey: { value: Wallet.createRandom().privateKey, time: '2024-01-01T00:00:00.000Z' } };

      await expect(fastCustody().updateLegacy(OWNER, Wallet.createRandom().address, keys, 'password', 'new password 12', RESCUE)).rejects.toMatchObject({
        message: 'wallet not found.',
      });
    });

    it("needs the rescue secret to add a rescue copy: 'Missing rescue'", async () => {
      const legacy = Wallet.createRandom();

      await expect(
        fastCustody().updateLegacy(
          OWNER,
          legacy.address,
          { privateKey: { value: legacy.privateKey, time: '2024-01-01T00:00:00.000Z' } },
          'password',
          'new password 12',
        ),
      ).rejects.toMatchObject({ message: 'Missing rescue' });
    });

    it("finds no key in an empty vault: 'key not found.'", async () => {
      await expect(fastCustody().updateLegacy(OWNER, Wallet.createRandom().address, {}, 'password', 'new password 12')).rejects.toMatchObject({
        message: 'key not found.',
      });
    });
  });
});
