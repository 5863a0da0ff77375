import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useRate } from '@marketplace/contracts/browser';
import type { PriceHistory } from '../../wire/schemas/market-stats-schemas';
import { convertToUsd } from '../../wire/format/convert-to-usd';
import { formatGem, formatGemNumber, gemDecimalOf } from '../../wire/format/format-gem';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { chartSeriesOf } from './chart-series';
import styles from './price-history.module.css';

const HEIGHT = 220;

interface PriceChartProps {
  history: PriceHistory;
  /** What the chart shows, for those who cannot see it (the table below lists the sales). */
  label: string;
}

/** A design token's value where the chart is drawn: the canvas takes colours, not CSS variables. */
function tokenOf(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * The price chart (uPlot, on a canvas): the median per day as a line and each sale as a point; the
 * legend under it says the GEM price and its USD value at today's rate of the point under the pointer.
 * Its own chunk: only item pages with sales load it.
 */
export default function PriceChart({ history, label }: PriceChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const rate = useRate();
  const ratePrice = rate.price;
  const language = i18n.language;
  const medianLabel = t('priceHistory.chart.median');
  const saleLabel = t('priceHistory.chart.sale');
  const whenLabel = t('priceHistory.latest.when');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const priced = (_plot: uPlot, value: number | null) => {
      if (value === null) return '–';
      const amount = gemDecimalOf(value);
      return ratePrice === null ? formatGem(amount) : `${formatGem(amount)} (${convertToUsd(amount, ratePrice)})`;
    };
    const brand = tokenOf(element, '--color-brand', 'currentColor');
    const muted = tokenOf(element, '--color-text-muted', 'currentColor');
    const grid = tokenOf(element, '--color-border', 'transparent');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        cursor: { points: { size: 8 } },
        legend: { live: true },
        scales: { x: { time: true } },
        series: [
          { label: whenLabel, value: (_plot, value) => (value === null ? '–' : moment.format(new Date(value * 1000))) },
          { label: medianLabel, stroke: brand, width: 2, spanGaps: true, points: { show: false }, value: priced },
          // Points only: a sale is one moment, not a line.
          { label: saleLabel, stroke: muted, fill: undefined, paths: () => null, points: { show: true, size: 5, stroke: muted, fill: muted }, value: priced },
        ],
        axes: [
          { ...axis, values: (_plot, splits) => splits.map((split) => day.format(new Date(split * 1000))) },
          { ...axis, size: 64, values: (_plot, splits) => splits.map((split) => formatGemNumber(gemDecimalOf(split))) },
        ],
      },
      chartSeriesOf(history),
      element,
    );
    const resize = new ResizeObserver(([entry]) => {
      if (entry) plot.setSize({ width: Math.max(entry.contentRect.width, 200), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [history, ratePrice, language, medianLabel, saleLabel, whenLabel]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-testid="price-chart" />;
}
