import { screen, within } from '@testing-library/react';
import { STORAGE_REGISTRY } from '@marketplace/contracts/wire';
import en from '../../messages/en.json';
import { PolicyView } from './policy-view';
import { renderPolicyPage } from '../testing/render-policy-page';

/** The table's own chunk is compiled on its first import in a test run: more than findBy's default second. */
const findTable = () => screen.findByRole('table', {}, { timeout: 10_000 });

async function renderedTable(locale?: string) {
  await renderPolicyPage(<PolicyView policy="cookies" />, locale ? { locale } : {});
  const table = await findTable();
  const rows = within(table).getAllByRole('row').slice(1);
  return {
    table,
    rows,
    cells: (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
  };
}

/** The registry name a row shows (its header also says where the item is kept). */
const nameOf = (row: HTMLElement) => within(row).getByRole('rowheader').querySelector('[data-stored-name]')?.textContent;
const keptIn = (row: HTMLElement) => within(row).getByRole('rowheader').textContent?.slice(nameOf(row)?.length);

describe('the cookie policy’s storage table', () => {
  it('lists every entry of the storage registry by name, and nothing else', async () => {
    const { rows } = await renderedTable();

    expect(rows.map(nameOf)).toEqual(STORAGE_REGISTRY.map((item) => item.name));
  });

  it('says where each is kept, who sets it, what it is for, how long it lasts and whether it needs consent', async () => {
    const { rows, cells } = await renderedTable();
    const row = (name: string) => rows.find((each) => nameOf(each) === name)!;

    expect(keptIn(row('deviceId'))).toBe('Cookie');
    expect(keptIn(row('marketplace:signed-in'))).toBe('Local storage');
    expect(cells(row('deviceId'))).toEqual([
      'The site',
      'A random id for this browser, so your list of devices can tell your browsers apart.',
      '90 days',
      'No: strictly necessary',
    ]);
    expect(cells(row('wallet-key-{userId}'))[2]).toBe('1 hour');
    expect(cells(row('marketplace_session'))[0]).toMatch(/httpOnly/);
    expect(cells(row('marketplace:wallet-cache-key'))[2]).toBe('Until the tab is closed');
    expect(cells(row('marketplace:pending-favourite'))[2]).toBe('30 minutes');
  });

  it('is written in the reader’s language, durations in the locale’s own words', async () => {
    const { rows, cells } = await renderedTable('ja');
    const deviceId = rows.find((each) => nameOf(each) === 'deviceId')!;

    expect(screen.getByText('本サイトが書き込む Cookie とブラウザストレージ')).toBeInTheDocument();
    expect(cells(deviceId)[2]).toBe(new Intl.NumberFormat('ja', { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(90));
    expect(cells(deviceId)[1]).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });

  it('stands in the section of the cookie policy that promises it, in every language', async () => {
    await renderPolicyPage(<PolicyView policy="cookies" />);

    expect((await findTable()).closest('section[id]')).toHaveAttribute('id', 'the-list');
  });
});

// The catalogue test keeps the nine languages' keys equal, so English having each purpose is enough.
describe('the purpose of every stored item', () => {
  it.each(STORAGE_REGISTRY.map((item) => [item.name, item.purposeKey] as const))('of %s is written in the legal catalogue', (_, key) => {
    const [, , name] = key.split('.');
    expect((en.cookieTable.purposes as Record<string, string>)[name!]).toMatch(/\S/);
  });
});
