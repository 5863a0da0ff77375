import { e2eTimings, formatE2eTimings } from './e2e-timings.mjs';

/** A Playwright JSON report in its shape: files as suites, describe blocks nested, tests per project. */
const REPORT = {
  stats: { duration: 90_000 },
  suites: [
    {
      file: 'account/offers.spec.ts',
      specs: [{ title: 'accepts an offer', tests: [{ projectName: 'site', status: 'expected', results: [{ duration: 40_000 }] }] }],
      suites: [
        {
          title: 'on a phone',
          specs: [{ title: 'withdraws an offer', tests: [{ projectName: 'site', status: 'expected', results: [{ duration: 20_000 }] }] }],
        },
      ],
    },
    {
      file: 'deploy/patch-release.spec.ts',
      specs: [{ title: 'a patch release', tests: [{ projectName: 'deploy', status: 'unexpected', results: [{ duration: 50_000 }] }] }],
    },
  ],
};

describe('e2eTimings', () => {
  it('sums each spec file and project over its tests, nested blocks included, heaviest first', () => {
    const { wallSeconds, projects, files } = e2eTimings(REPORT);

    expect(wallSeconds).toBe(90);
    expect(files).toEqual([
      { name: 'account/offers.spec.ts', seconds: 60, tests: 2 },
      { name: 'deploy/patch-release.spec.ts', seconds: 50, tests: 1 },
    ]);
    expect(projects.map(({ name, seconds }) => [name, seconds])).toEqual([
      ['site', 60],
      ['deploy', 50],
    ]);
  });

  it('lists the slowest tests with their file, and prints them after the totals', () => {
    const text = formatE2eTimings(e2eTimings(REPORT), { fileCount: 1, testCount: 2 });

    expect(text.split('\n')).toEqual([
      "End-to-end time: 90 s on the clock; tests' own seconds by project:",
      '     60.0 s    2 tests  site',
      '     50.0 s    1 tests  deploy',
      'The 1 heaviest spec files:',
      '     60.0 s    2 tests  account/offers.spec.ts',
      'The 2 slowest tests:',
      '     50.0 s  deploy/patch-release.spec.ts › a patch release',
      '     40.0 s  account/offers.spec.ts › accepts an offer',
    ]);
  });
});
