import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPolicyPage } from '../testing/render-policy-page';
import PolicyPage from './policy-page';

describe('the policy page', () => {
  it('heads the page with the policy name in English', async () => {
    await renderPolicyPage(<PolicyPage policy="privacy" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy');
  });

  it('heads the page with the policy name in Japanese', async () => {
    await renderPolicyPage(<PolicyPage policy="terms" />, { locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Terms of service');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it('marks the page as rendered by the legal remote', async () => {
    await renderPolicyPage(<PolicyPage policy="cookies" />);
    expect(screen.getByRole('region', { name: 'Cookie policy' })).toHaveAttribute('data-remote', 'legal');
  });

  it('shows the version and the last-updated date in the page language', async () => {
    await renderPolicyPage(<PolicyPage policy="terms" />);

    expect(await screen.findByText('Version 2026-11-01')).toBeInTheDocument();
    expect(screen.getByText('November 1, 2026')).toHaveAttribute('dateTime', '2026-11-01');
  });

  it('writes the date the Japanese way in Japanese', async () => {
    await renderPolicyPage(<PolicyPage policy="privacy" />, { locale: 'ja' });

    expect(await screen.findByText('2026年11月1日')).toBeInTheDocument();
  });

  it('lists every section in the contents, each linking to its anchor', async () => {
    await renderPolicyPage(<PolicyPage policy="terms" />);

    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#agreement', '#account', '#wallet', '#collectibles', '#payments', '#conduct', '#ending']);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { level: 2, name: 'Your wallet and the server vault' }).closest('section')).toHaveAttribute('id', 'wallet');
  });

  it('folds the contents behind a button that says whether it is open', async () => {
    const user = userEvent.setup();
    await renderPolicyPage(<PolicyPage policy="terms" />);
    const toggle = await screen.findByRole('button', { name: 'Contents' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toHaveAttribute('data-open', 'true');
  });

  it('links to the other policies in the page language', async () => {
    await renderPolicyPage(<PolicyPage policy="terms" />, { locale: 'ja', path: '/ja/legal/terms' });

    const others = await screen.findByRole('navigation', { name: 'その他のポリシー' });
    expect(within(others).getByRole('link', { name: 'マーケットプレイス手数料と返金' })).toHaveAttribute('href', '/ja/legal/fees');
    expect(within(others).queryByRole('link', { name: '利用規約' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'プライバシーポリシー' })[0]).toHaveAttribute('href', '/ja/legal/privacy');
  });

  it('explains the fee and its floor with the live figures: 5 %, 0.50 USD, the rate and the floor in GEM', async () => {
    await renderPolicyPage(<PolicyPage policy="fees" />, { rate: 0.04 });

    const floor = await screen.findByRole('heading', { level: 2, name: 'The minimum fee' });
    const section = floor.closest('section')!;
    expect(await within(section).findByText('12.50 GEM')).toBeInTheDocument();
    expect(within(section).getByText('$0.04')).toBeInTheDocument();
    expect(within(section).getByText('$0.50')).toBeInTheDocument();
    expect(screen.getByText('5%')).toBeInTheDocument();
  });

  it('says the floor is not available rather than showing a wrong figure when the rate fails', async () => {
    await renderPolicyPage(<PolicyPage policy="fees" />, { rate: null });

    expect(await screen.findByRole('heading', { level: 2, name: 'The minimum fee' })).toBeInTheDocument();
    expect(screen.getAllByText('not available right now')).toHaveLength(2);
    expect(screen.queryByText(/GEM$/)).toBeNull();
  });

  it('shows the shape of the policy while its text loads', async () => {
    await renderPolicyPage(<PolicyPage policy="acceptable-use" />);

    expect(screen.getByRole('status', { name: 'Loading the policy…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Never allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the policy…' })).toBeNull();
  });

  it('renders nothing for a name that is not a policy (the shell shows its 404 first)', async () => {
    await renderPolicyPage(<PolicyPage policy="secrets" />);

    expect(screen.queryByRole('heading')).toBeNull();
  });
});
