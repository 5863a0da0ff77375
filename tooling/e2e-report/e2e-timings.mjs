import { readFileSync } from 'node:fs';

/**
 * Where the end-to-end suite's time goes, read from Playwright's JSON report: seconds per project and per
 * spec file (the sum of its tests' own durations, so two workers' tests add up to about twice the wall
 * time) and the slowest tests. `npm test` prints it after the suite, so every run (CI's included) says
 * which specs to make faster, instead of a guess from the total.
 */
export function e2eTimings(report) {
  const tests = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        tests.push({ project: test.projectName, file: here, title: spec.title, seconds, status: test.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);

  const sumBy = (key) => {
    const sums = new Map();
    for (const test of tests) {
      const entry = sums.get(test[key]) ?? { name: test[key], seconds: 0, tests: 0 };
      entry.seconds += test.seconds;
      entry.tests += 1;
      sums.set(test[key], entry);
    }
    return [...sums.values()].sort((a, b) => b.seconds - a.seconds);
  };
  return {
    wallSeconds: (report.stats?.duration ?? 0) / 1000,
    projects: sumBy('project'),
    files: sumBy('file'),
    slowest: [...tests].sort((a, b) => b.seconds - a.seconds),
  };
}

/** The lines `npm test` prints: projects, the `fileCount` heaviest spec files and the `testCount` slowest tests. */
export function formatE2eTimings({ wallSeconds, projects, files, slowest }, { fileCount = 15, testCount = 10 } = {}) {
  const row = ({ name, seconds, tests }) => `  ${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${name}`;
  return [
    `End-to-end time: ${wallSeconds.toFixed(0)} s on the clock; tests' own seconds by project:`,
    ...projects.map(row),
    `The ${Math.min(fileCount, files.length)} heaviest spec files:`,
    ...files.slice(0, fileCount).map(row),
    `The ${Math.min(testCount, slowest.length)} slowest tests:`,
    ...slowest.slice(0, testCount).map((test) => `  ${test.seconds.toFixed(1).padStart(7)} s  ${test.file} › ${test.title}`),
  ].join('\n');
}

/** The report of the file `PLAYWRIGHT_JSON_OUTPUT_NAME` named, formatted; null when there is none to read. */
export function e2eTimingsOfFile(file) {
  try {
    return formatE2eTimings(e2eTimings(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    return null;
  }
}
