import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { message } from './catalogue';
import { modalDialog, signInThroughApi } from './sessions';
import { registerWallet, selfOf } from './wallet';

/** A seeded person signed in once, with a wallet whose key the test also holds (to sign set-ups in Node). */
export interface WalletPerson {
  id: string;
  wallet: ReturnType<typeof Wallet.createRandom>;
  walletPassword: string;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** Signs `account` in (through the API, as the identity page would) and registers a fresh wallet opened by `walletPassword`. */
export async function prepareWalletPerson(browser: Browser, account: { email: string; password: string }, walletPassword: string): Promise<WalletPerson> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account);
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, walletPassword);
  const { id } = await selfOf(page.request);
  const person = { id, wallet, walletPassword, state: await context.storageState() };
  await context.close();
  return person;
}

/** A page of the person's own session, at a desktop width unless told. */
export async function openAs(browser: Browser, person: WalletPerson, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ storageState: person.state, viewport });
  return context.newPage();
}

/** Confirms the wallet's own signature dialog, with the wallet password when the key is not open yet. */
export async function confirmInWallet(page: Page, person: WalletPerson, locale = 'en'): Promise<void> {
  const dialog = modalDialog(page, 'wallet-sign');
  await expect(dialog.getByRole('heading', { name: message(locale, 'wallet.signHeading') })).toBeVisible();
  const password = dialog.getByLabel(message(locale, 'wallet.walletPassword'), { exact: true });
  if (await password.count()) await password.fill(person.walletPassword);
  await dialog.getByRole('button', { name: message(locale, 'wallet.signAction'), exact: true }).click();
  await expect(dialog).toBeHidden();
}
