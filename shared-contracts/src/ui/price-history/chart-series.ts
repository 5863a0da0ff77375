import type { AlignedData } from 'uplot';
import type { PriceHistory } from '../../wire/schemas/market-stats-schemas';

const HALF_DAY_S = 43_200;

/**
 * uPlot's data: one ascending time axis (seconds) shared by the two series, the median of each day drawn
 * at its noon (UTC) and each sale at its moment; a series has null where the other has its points.
 */
export function chartSeriesOf(history: Pick<PriceHistory, 'days' | 'sales'>): AlignedData {
  const points = new Map<number, { median: number | null; sale: number | null }>();
  for (const { day, median } of history.days) {
    const at = Date.parse(`${day}T00:00:00Z`) / 1000 + HALF_DAY_S;
    points.set(at, { median: Number(median), sale: points.get(at)?.sale ?? null });
  }
  for (const { time, price } of history.sales) {
    const at = Math.floor(Date.parse(time) / 1000);
    // Two sales in one second: the chart shows one point for them (the table lists both).
    points.set(at, { median: points.get(at)?.median ?? null, sale: Number(price) });
  }
  const times = [...points.keys()].sort((a, b) => a - b);
  return [times, times.map((at) => points.get(at)?.median ?? null), times.map((at) => points.get(at)?.sale ?? null)];
}
