/**
 * Measures the collectible art of every seeded set: SVG bytes, and per raster width the WebP bytes and
 * what one render costs (`rasterise`, as the image route calls it): wall time, and CPU time of all the
 * process's threads, which is the fairer figure on a busy machine. With `--sheet <dir>` it also
 * writes each picture at 320 px and an `index.html` contact sheet of them, to look at in a browser.
 *
 *   cd api && npx tsx scripts/measure-collectible-art.ts [--sheet /tmp/collectible-art]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArtSubject } from '../src/catalogue/art/art-subject.js';
import { RASTER_WIDTHS, type RasterWidth, rasterise } from '../src/catalogue/art/collectible-raster.js';
import { escapeXml } from '../src/catalogue/art/svg-markup.js';
import { collectiblePicture } from '../src/catalogue/collectible-images.js';
import { SEED_MERCHANTS } from '../src/seed/seed-merchants.js';
import { SEED_RECIPES, SEED_SETS } from '../src/seed/seed-catalogue-stock.js';

const luxury = new Set(SEED_MERCHANTS.filter((merchant) => merchant.luxury).map((merchant) => merchant.id));
const subjects: ArtSubject[] = [
  ...SEED_SETS.map(({ setId, merchantId, name, rarity, properties }) => ({ setId, merchantId, name, rarity, properties, luxury: luxury.has(merchantId) })),
  ...SEED_RECIPES.map(({ merchantId, name, result }) => ({
    setId: result.setId,
    merchantId,
    name,
    rarity: result.rarity,
    properties: result.properties,
    luxury: luxury.has(merchantId),
  })),
];

const sheetIndex = process.argv.indexOf('--sheet');
const sheetDir = sheetIndex > 0 ? process.argv[sheetIndex + 1] : undefined;
if (sheetDir) mkdirSync(sheetDir, { recursive: true });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const svgBytes: number[] = [];
/** One render of one set at one width. */
interface RenderSample {
  width: RasterWidth;
  bytes: number;
  wallMs: number;
  cpuMs: number;
}
const samples: RenderSample[] = [];

// One render before measuring, so loading the native module is not counted against the first set.
const [warmUp] = subjects;
if (warmUp) await rasterise(collectiblePicture(warmUp).svg, 160);

console.log(['set', 'svg', ...RASTER_WIDTHS.map((width) => `webp ${width}`), ...RASTER_WIDTHS.map((width) => `ms ${width}`)].join('\t'));
for (const subject of subjects) {
  const { svg } = collectiblePicture(subject);
  svgBytes.push(Buffer.byteLength(svg));
  const row = [subject.setId, kb(Buffer.byteLength(svg))];
  const times: string[] = [];
  for (const width of RASTER_WIDTHS) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const webp = await rasterise(svg, width);
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = performance.now() - started;
    samples.push({ width, bytes: webp.length, wallMs: elapsed, cpuMs: (cpu.user + cpu.system) / 1000 });
    row.push(kb(webp.length));
    times.push(elapsed.toFixed(0));
    if (sheetDir && width === 320) writeFileSync(join(sheetDir, `${subject.setId}.webp`), webp);
  }
  console.log([...row, ...times].join('\t'));
}

console.log(`\n${subjects.length} sets. SVG: median ${kb(median(svgBytes))}, largest ${kb(Math.max(...svgBytes))}`);
for (const width of RASTER_WIDTHS) {
  const atWidth = samples.filter((sample) => sample.width === width);
  const bytes = atWidth.map((sample) => sample.bytes);
  const times = atWidth.map((sample) => sample.wallMs);
  const cpuTimes = atWidth.map((sample) => sample.cpuMs);
  console.log(
    `WebP ${width} px: median ${kb(median(bytes))}, largest ${kb(Math.max(...bytes))}, all ${kb(bytes.reduce((sum, size) => sum + size, 0))}; ` +
      `render median ${median(times).toFixed(0)} ms wall / ${median(cpuTimes).toFixed(0)} ms CPU, slowest ${Math.max(...times).toFixed(0)} ms wall / ${Math.max(...cpuTimes).toFixed(0)} ms CPU`,
  );
}

if (sheetDir) {
  const cards = subjects
    .map(
      ({ setId, name, rarity }) =>
        `<figure><img src="${setId}.webp" width="160" height="160" alt="${escapeXml(name)}"><figcaption>${escapeXml(name)}<small>${rarity}</small></figcaption></figure>`,
    )
    .join('\n');
  writeFileSync(
    join(sheetDir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Collectible art</title>
<style>
body { margin: 0; padding: 24px; background: #12141c; font: 13px system-ui, sans-serif; color: #e8eaf0; }
main { display: grid; grid-template-columns: repeat(6, 160px); gap: 20px 16px; }
figure { margin: 0; }
img { display: block; border-radius: 12px; }
figcaption { margin-top: 6px; line-height: 1.3; }
small { display: block; color: #9aa0b0; text-transform: capitalize; }
</style>
<main>
${cards}
</main>`,
  );
  console.log(`\nContact sheet: ${join(sheetDir, 'index.html')}`);
}
