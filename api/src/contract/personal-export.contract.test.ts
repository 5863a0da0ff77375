import { PERSONAL_EXPORT_FORMAT } from '@marketplace/contracts/wire';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('personal export api against the server', () => {
  it('streams the JSON document and the CSV to the client as attachments, bearer-authorised', async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser();
    setToken(user.token);

    const document = await api.personalExport.document();
    const csv = await api.personalExport.transactionsCsv();

    expect(document.headers.get('content-disposition')).toMatch(/^attachment; filename="marketplace-export-/);
    expect(JSON.parse(await document.text())).toMatchObject({
      format: PERSONAL_EXPORT_FORMAT,
      profile: { id: user.id },
      transactions: { complete: [], pending: [] },
    });
    expect(await csv.text()).toBe('id,time,status,kind,direction,amount_gem,fee_gem,counterparty_id,collectible_id,collectible_name,merchant_id\r\n');
  });

  it('rejects a visitor with 401 and reports the lost session', async () => {
    const { api, setToken, events, clearRecords } = contract();
    clearRecords();
    setToken(null);

    await expect(api.personalExport.document()).rejects.toMatchObject({ status: 401 });
    expect(events.map((event) => event.name)).toContain('session:expired');
  });
});
