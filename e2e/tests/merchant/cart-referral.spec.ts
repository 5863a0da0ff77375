import { expect } from '@playwright/test';
import { Wallet } from 'ethers';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { addToCartOn, CART_WALLET_PASSWORD, counted, headerCart, STORE_COPY, STORE_MERCHANT, storeItemToBuy } from '../support/cart-shopping';
import { saveScreenshot } from '../support/screenshots';
import { declineWalletPrompt, freshAccountWithoutWallet, signUpFresh } from '../support/sessions';
import { apiAs, registerWallet, selfOf } from '../support/wallet';
import { confirmInWallet, type WalletPerson } from '../support/wallet-person';

const en = (key: string, values?: Record<string, string>) => message('en', key, values);

/**
 * A referral earns its reward with the invited person's first store purchase, bought alone or in a cart
 * (issue 23's cart, the referrals page's promise): the whole way a newcomer goes, from the friend's link
 * to the cart's one signature, and the friend's rewards page after the purchase settles.
 */
test('a newcomer invited by a friend buys their first store item through the cart, and the friend sees the reward', async ({ browser, page }) => {
  test.setTimeout(180_000);
  // The friend: an account of its own with a wallet, so that no page load offers one (the seeded referrer's lists are programmes.spec's).
  const friend = await (await browser.newContext()).newPage();
  await freshAccountWithoutWallet(friend, 'cart-referrer');
  await registerWallet(friend, Wallet.createRandom(), CART_WALLET_PASSWORD);
  const { id: friendId } = await selfOf(friend.request);

  // The newcomer follows the friend's link, signs up on the identity page, and adds GEM (the local deposit stand-in).
  await page.goto(`/?referral=${friendId}`);
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'referral')?.value).toBe(friendId);
  await signUpFresh(page, 'cart-referred');
  await declineWalletPrompt(page);
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, CART_WALLET_PASSWORD);
  const deposited = await apiAs(page.request, 'POST', '/api/users/self/wallet/deposits', { amount: '100' });
  expect(deposited.status, deposited.body.message).toBe(200);
  await expect
    .poll(async () => Number((await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(100);
  const { id: newcomerId } = await selfOf(page.request);
  const newcomer: WalletPerson = { id: newcomerId, wallet, walletPassword: CART_WALLET_PASSWORD, state: { cookies: [], origins: [] } };

  const item = await storeItemToBuy(page, STORE_COPY.cartReferral);
  await addToCartOn(page, `/store/${STORE_MERCHANT}/${item.id}`, 'en', 1);
  await headerCart(page).click();
  await page.getByRole('button', { name: counted('en', 'cart.checkOut', 1) }).click();
  await confirmInWallet(page, newcomer);
  await expect(page.getByRole('heading', { name: counted('en', 'cart.outcome.allBought', 1) })).toBeVisible({ timeout: 20_000 });

  // The purchase settles in the background; its reward is credited to the friend once it has.
  const rewardsOf = async () => (await apiAs(friend.request, 'GET', '/api/users/self/referrals/transactions')).body.payload.records as { amount: string }[];
  await expect.poll(async () => (await rewardsOf()).length, { timeout: 30_000 }).toBe(1);
  const [reward] = await rewardsOf();
  expect(Number(reward!.amount)).toBeGreaterThan(0);
  const friendBalance = Number((await apiAs(friend.request, 'GET', '/api/users/self/balance')).body.payload.GEM);
  expect(friendBalance).toBeCloseTo(Number(reward!.amount), 6);

  await friend.setViewportSize({ width: 1280, height: 900 });
  await friend.goto('/user-portal/referrals?tab=rewards');
  const rewards = friend.getByRole('list', { name: en('referrals.rewards.listLabel') }).getByRole('listitem');
  await expect(rewards).toHaveCount(1);
  await expect(rewards.first().getByRole('link')).toHaveAttribute('href', `/user/${newcomerId}`);
  await expect(rewards.first()).toContainText(/\d\.\d{2} GEM/);
  await expectNoAxeViolations(friend);
  await saveScreenshot(friend, 'referral-reward-from-cart-1280-en');
});
