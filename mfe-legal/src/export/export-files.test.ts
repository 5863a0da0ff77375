import { exportFileName } from './export-files';

describe('exportFileName', () => {
  it("names each file with the person's local date", () => {
    const lateEvening = new Date(2026, 0, 5, 23, 30);

    expect(exportFileName('everything', lateEvening)).toBe('marketplace-export-2026-01-05.json');
    expect(exportFileName('transactions', lateEvening)).toBe('marketplace-transactions-2026-01-05.csv');
  });
});
