import { expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { localized, message } from './catalogue';
import { API_ORIGIN, freshAccount } from './sessions';
import { apiAs, registerWallet, selfOf } from './wallet';
import type { WalletPerson } from './wallet-person';

/** What the cart specs share: a buyer with GEM, a cheap store item nobody else reaches for, adding to the cart. */

/**
 * The store the cart specs buy from: no other spec buys in it, so the copies they add are still on sale at
 * checkout (the other specs' purchases in Diamond Dreams' store took the few cheap copies a cart had added).
 */
export const STORE_MERCHANT = 'aurum-atelier';
export const STORE_MERCHANT_NAME = 'Aurum Atelier';
export const CART_WALLET_PASSWORD = 'cart-wallet-password-1';

export interface Listing {
  id: string;
  price: string;
  collectible: { id: string; name: string };
}

/** A fresh account with a wallet whose key the test holds and `deposit` GEM confirmed (the local deposit stand-in): nobody else spends it. */
export async function preparedBuyer(page: Page, label: string, deposit: string): Promise<WalletPerson> {
  await freshAccount(page, label);
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, CART_WALLET_PASSWORD);
  const deposited = await apiAs(page.request, 'POST', '/api/users/self/wallet/deposits', { amount: deposit });
  expect(deposited.status, deposited.body.message).toBe(200);
  await expect
    .poll(async () => Number((await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(Number(deposit));
  const { id } = await selfOf(page.request);
  return { id, wallet, walletPassword: CART_WALLET_PASSWORD, state: { cookies: [], origins: [] } };
}

/**
 * Which copy of that store each cart spec adds: a set of its own, or the other end of a shared one, so the
 * choice never depends on what another spec bought first. Only the first spec of a set buys (one copy);
 * the phone's spec takes the last copy of the same set and checks nothing out.
 */
export const STORE_COPY = {
  cart: { setId: 'aa-silk-pocket-square', end: 'first' },
  cartOnPhone: { setId: 'aa-silk-pocket-square', end: 'last' },
  cartReferral: { setId: 'aa-gilded-cufflinks', end: 'first' },
} as const satisfies Record<string, { setId: string; end: 'first' | 'last' }>;

/** The copy of its set still on sale that a cart spec adds (`STORE_COPY`). */
export async function storeItemToBuy(page: Page, { setId, end }: (typeof STORE_COPY)[keyof typeof STORE_COPY]): Promise<Listing> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/${STORE_MERCHANT}/store?pageSize=20`);
  const copies = ((await answer.json()).payload.records as (Listing & { collectible: { setId: string } })[]).filter((item) => item.collectible.setId === setId);
  expect(copies.length, `a copy of ${setId} on sale`).toBeGreaterThan(0);
  return end === 'first' ? copies[0]! : copies.at(-1)!;
}

/** A counted message in the form the locale uses for `count` (CLDR's plural rules, as i18next picks it). */
export const counted = (locale: string, key: string, count: number, values: Record<string, string> = {}) =>
  message(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`, { count: String(count), ...values });

export const headerCart = (page: Page) => page.getByRole('banner').getByTestId('header-cart');

export async function addToCartOn(page: Page, path: string, locale: string, count: number): Promise<void> {
  await page.goto(localized(locale, path));
  await page.getByRole('button', { name: message(locale, 'merchant:cart.add') }).click();
  await expect(page.getByRole('link', { name: message(locale, 'merchant:cart.inCart') })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(counted(locale, 'cart.headerLabel', count));
}
