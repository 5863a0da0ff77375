import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { buildVersionOf, outputHashOf } from '../../../tooling/rspack/build-version.mjs';

/** The build version every build is stamped with (no browser, no server). */
const asset = (name: string, content: string) => ({ name, source: { buffer: () => Buffer.from(content) } });
const build = [asset('remoteEntry.3f9a1c2b7d.js', 'entry'), asset('790.e3270b6f09.css', '.a{}'), asset('409.108518f5d3.js', 'chunk')];

test('is the package version with twelve digits of a hash of what the build serves', () => {
  expect(buildVersionOf('0.1.1', outputHashOf(build))).toMatch(/^0\.1\.1\+[0-9a-f]{12}$/);
});

test('does not depend on the order the files were emitted in', () => {
  expect(outputHashOf([...build].reverse())).toBe(outputHashOf(build));
});

test('changes with the content or the name of any served file', () => {
  expect(outputHashOf([...build.slice(1), asset('remoteEntry.3f9a1c2b7d.js', 'entry v2')])).not.toBe(outputHashOf(build));
  expect(outputHashOf([...build.slice(1), asset('remoteEntry.0000000000.js', 'entry')])).not.toBe(outputHashOf(build));
});

test('leaves out source maps, pages, manifests and the shell build files, which carry the version or are not served', () => {
  const stamped = [
    ...build,
    asset('409.108518f5d3.js.map', '{}'),
    asset('index.html', '<meta content="0.1.1+…">'),
    asset('mf-manifest.json', '{"buildVersion":"0.1.1+…"}'),
    asset('mf-manifest-stats.json', '{}'),
    asset('builds/latest.json', '{"version":"0.1.1+…"}'),
  ];
  expect(outputHashOf(stamped)).toBe(outputHashOf(build));
});
