import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { keepAndPublish, KEPT_BUILDS, readHistory, rollBack, stagingDirOf } from '../../../tooling/rspack/kept-builds.mjs';

/** The publishing of a remote's builds, on a folder of its own (no browser, no server). */
let dist = '';
test.beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'kept-builds-'));
});
test.afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** Writes what rspack would: a manifest naming its build version, a remote entry and a chunk, all content-hashed. */
function build(version: string, chunk: string): void {
  const staging = stagingDirOf(dist);
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(staging, `remoteEntry.${chunk}.js`), `/* ${version} */`);
  writeFileSync(path.join(staging, `${chunk}.js`), `/* chunk of ${version} */`);
  keepAndPublish(dist, staging);
}

const live = () => JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;

test('a published build becomes the live manifest, with its files at the top, and is kept whole under its version', () => {
  build('0.1.0+aaaaaaaaaaaa', 'aaaaaaaaaa');

  expect(live()).toBe('0.1.0+aaaaaaaaaaaa');
  expect(existsSync(path.join(dist, 'aaaaaaaaaa.js'))).toBe(true);
  expect(existsSync(path.join(dist, 'builds', '0.1.0+aaaaaaaaaaaa', 'remoteEntry.aaaaaaaaaa.js'))).toBe(true);
  expect(readHistory(dist)).toEqual(['0.1.0+aaaaaaaaaaaa']);
});

test('a new build keeps the files of the one before, so a page still running the old build can load its chunks', () => {
  build('0.1.0+aaaaaaaaaaaa', 'aaaaaaaaaa');
  build('0.1.1+bbbbbbbbbbbb', 'bbbbbbbbbb');

  expect(live()).toBe('0.1.1+bbbbbbbbbbbb');
  expect(existsSync(path.join(dist, 'aaaaaaaaaa.js'))).toBe(true);
  expect(existsSync(path.join(dist, 'bbbbbbbbbb.js'))).toBe(true);
});

test('rolling back publishes the build before the live one, and again the one before that', () => {
  build('0.1.0+aaaaaaaaaaaa', 'aaaaaaaaaa');
  build('0.1.1+bbbbbbbbbbbb', 'bbbbbbbbbb');
  build('0.1.2+cccccccccccc', 'cccccccccc');

  expect(rollBack(dist)).toMatchObject({ from: '0.1.2+cccccccccccc', to: '0.1.1+bbbbbbbbbbbb' });
  expect(live()).toBe('0.1.1+bbbbbbbbbbbb');
  expect(rollBack(dist)).toMatchObject({ from: '0.1.1+bbbbbbbbbbbb', to: '0.1.0+aaaaaaaaaaaa' });
  expect(live()).toBe('0.1.0+aaaaaaaaaaaa');
  expect(() => rollBack(dist)).toThrow('has no earlier build to roll back to');
});

test('rebuilding unchanged code publishes the same build again, without a second entry in the history', () => {
  build('0.1.0+aaaaaaaaaaaa', 'aaaaaaaaaa');
  build('0.1.1+bbbbbbbbbbbb', 'bbbbbbbbbb');
  build('0.1.0+aaaaaaaaaaaa', 'aaaaaaaaaa');

  expect(readHistory(dist)).toEqual(['0.1.1+bbbbbbbbbbbb', '0.1.0+aaaaaaaaaaaa']);
  expect(live()).toBe('0.1.0+aaaaaaaaaaaa');
});

test(`keeps the last ${KEPT_BUILDS} builds, and drops older builds and top-level files no kept build has`, () => {
  writeFileSync(path.join(dist, 'index.html'), '<!-- an older layout: the development harness -->');
  for (const [index, chunk] of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'dddddddddd'].entries()) build(`0.1.${index}+${chunk}00`, chunk);

  expect(existsSync(path.join(dist, 'builds', '0.1.0+aaaaaaaaaa00'))).toBe(false);
  expect(existsSync(path.join(dist, 'aaaaaaaaaa.js'))).toBe(false);
  expect(existsSync(path.join(dist, 'index.html'))).toBe(false);
  expect(existsSync(path.join(dist, 'bbbbbbbbbb.js'))).toBe(true);
  expect(existsSync(path.join(dist, 'builds', '0.1.3+dddddddddd00'))).toBe(true);
  expect(readHistory(dist)).toEqual(['0.1.1+bbbbbbbbbb00', '0.1.2+cccccccccc00', '0.1.3+dddddddddd00']);
});
