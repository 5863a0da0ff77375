import { chartSeriesOf } from './chart-series';

describe('chartSeriesOf', () => {
  it('aligns the day medians (at noon UTC) and the sales on one ascending time axis, null where a series has no point', () => {
    const noon = Date.UTC(2026, 10, 1, 12) / 1000;
    const data = chartSeriesOf({
      days: [{ day: '2026-11-01', median: '12.5', sales: 2 }],
      sales: [
        { price: '13', time: '2026-11-01T18:00:00.000Z' },
        { price: '12', time: '2026-11-01T06:00:00.000Z' },
      ],
    });

    expect(data).toEqual([
      [noon - 6 * 3600, noon, noon + 6 * 3600],
      [null, 12.5, null],
      [12, null, 13],
    ]);
  });

  it('is empty for a history without sales', () => {
    expect(chartSeriesOf({ days: [], sales: [] })).toEqual([[], [], []]);
  });
});
