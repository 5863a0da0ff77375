import sharp from 'sharp';
import { createRasterCache, RASTER_WIDTHS, rasterise, type RasterWidth } from './collectible-raster.js';

const square = '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#2f6fd6"/></svg>';

function countingRender(bytes = 100) {
  const calls: Array<[string, RasterWidth]> = [];
  const render = async (svg: string, width: RasterWidth) => {
    calls.push([svg, width]);
    return Buffer.alloc(bytes, calls.length);
  };
  return { calls, render };
}

describe('rasterise', () => {
  it.each(RASTER_WIDTHS)('renders a picture as a %i px square lossy WebP without alpha', async (width) => {
    const webp = await rasterise(square, width);

    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 16).toString('latin1')).toBe('WEBPVP8 '); // 'VP8 ' is lossy; lossless would be 'VP8L'
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([width, width, 3]);
    // The drawing's colour, give or take what lossy coding shifts.
    const [red, green, blue] = data;
    expect(Math.abs(red! - 0x2f) + Math.abs(green! - 0x6f) + Math.abs(blue! - 0xd6)).toBeLessThan(12);
  });
});

describe('createRasterCache', () => {
  it('renders a picture at a width once, however many ask for it at the same time', async () => {
    const { calls, render } = countingRender();
    const cache = createRasterCache({ maxBytes: 1000, render });

    const answers = await Promise.all([cache.webp('a', square, 160), cache.webp('a', square, 160), cache.webp('a', square, 160)]);
    await cache.webp('a', square, 160);

    expect(calls).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps each width of a picture apart', async () => {
    const { calls, render } = countingRender();
    const cache = createRasterCache({ maxBytes: 1000, render });

    await cache.webp('a', square, 160);
    await cache.webp('a', square, 320);

    expect(calls.map(([, width]) => width)).toEqual([160, 320]);
  });

  it('keeps at most its byte budget, dropping the picture served longest ago', async () => {
    const { calls, render } = countingRender(400);
    const cache = createRasterCache({ maxBytes: 1000, render });

    await cache.webp('a', square, 160);
    await cache.webp('b', square, 160);
    await cache.webp('a', square, 160); // a is now the most recently served
    await cache.webp('c', square, 160); // over budget: b goes
    await cache.webp('a', square, 160);
    await cache.webp('b', square, 160);

    expect(calls).toHaveLength(4);
    expect(cache.keptBytes).toBeLessThanOrEqual(1000);
  });

  it('keeps no failed render, so the next request tries again', async () => {
    let failures = 1;
    const cache = createRasterCache({
      maxBytes: 1000,
      render: async () => {
        if (failures-- > 0) throw new Error('render failed');
        return Buffer.alloc(10);
      },
    });

    await expect(cache.webp('a', square, 160)).rejects.toThrow('render failed');
    await expect(cache.webp('a', square, 160)).resolves.toHaveLength(10);
  });
});
