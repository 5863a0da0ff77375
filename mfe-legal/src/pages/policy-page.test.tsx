import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPolicyPage } from '../testing/render-policy-page';
import { loadPolicyDocument } from '../policies/load-policy-document';
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

    // The meta line under the title; the "What changed" listing names the same version again further down.
    const meta = (await screen.findByText('Version 2026-12-03', { selector: 'span' })).closest('p')!;
    expect(within(meta).getByText('December 3, 2026')).toHaveAttribute('dateTime', '2026-12-03');
  });

  it('writes the date the Japanese way in Japanese', async () => {
    await renderPolicyPage(<PolicyPage policy="privacy" />, { locale: 'ja' });

    expect(await screen.findByText('2026年12月2日')).toBeInTheDocument();
  });

  it('lists every section in the contents, then what changed, each linking to its anchor', async () => {
    await renderPolicyPage(<PolicyPage policy="terms" />);

    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link', { hidden: true });
    const { sections } = await loadPolicyDocument('en', 'terms');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...sections.map((section) => `#${section.id}`), '#what-changed']);
    expect(links.at(-1)).toHaveTextContent('What changed');
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('heading', { level: 2, name: 'Your wallet and the server vault' }).closest('section')).toHaveAttribute('id', 'wallet');
    expect(screen.getByRole('heading', { level: 2, name: 'If the marketplace stops' }).closest('section')).toHaveAttribute('id', 'service-ending');
  });

  it('ends the terms with what changed in every version, newest first and marked as in force', async () => {
    await renderPolicyPage(<PolicyPage policy="terms" />, { locale: 'ja' });

    const listing = (await screen.findByRole('heading', { level: 2, name: '変更履歴' })).closest('section')!;
    expect(listing).toHaveAttribute('id', 'what-changed');
    const versions = within(listing).getAllByRole('heading', { level: 3 });
    expect(versions.map((heading) => heading.textContent)).toEqual(['バージョン 2026-12-03現行', 'バージョン 2026-12-02', 'バージョン 2026-11-01']);
    expect(
      within(listing).getByText(
        'アカウントの閉鎖の項で、Google または Apple だけでサインインしている場合は、パスワードの代わりにそのサービスでもう一度サインインして本人確認することを明記しました。',
      ),
    ).toBeInTheDocument();
    expect(
      within(listing).getByText('アカウントの閉鎖（14日後に有効、その間は取り消し可能）と、マーケットプレイス終了時の扱いについての項を新設しました。'),
    ).toBeInTheDocument();
    expect(within(listing).getByText('購入・販売の前に、現行の利用規約への同意が必要になりました。')).toBeInTheDocument();
  });

  it('has no "What changed" for a policy that keeps no change log', async () => {
    await renderPolicyPage(<PolicyPage policy="privacy" />);

    await screen.findByRole('heading', { level: 2, name: 'How long we keep it' });
    expect(screen.queryByRole('heading', { level: 2, name: 'What changed' })).toBeNull();
    expect(document.getElementById('what-changed')).toBeNull();
  });

  it('shows the privacy policy’s tables with a header row and each row named, and links each right to its page', async () => {
    await renderPolicyPage(<PolicyPage policy="privacy" />);

    const retention = (await screen.findByRole('heading', { level: 2, name: 'How long we keep it' })).closest('section')!;
    const table = within(retention).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'How long']);
    expect(within(table).getByRole('rowheader', { name: 'Error reports' }).closest('tr')).toHaveTextContent('90 days');

    const rights = screen.getByRole('heading', { level: 2, name: 'Your rights and where to use them' }).closest('section')!;
    const deleteRow = within(rights).getByRole('rowheader', { name: 'Delete your data' }).closest('tr')!;
    expect(within(deleteRow).getByRole('link', { name: 'account settings' })).toHaveAttribute('href', '/user-portal/account');
    const exportRow = within(rights)
      .getByRole('rowheader', { name: /See and download everything/ })
      .closest('tr')!;
    expect(within(exportRow).getByRole('link', { name: 'export page' })).toHaveAttribute('href', '/export');
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
