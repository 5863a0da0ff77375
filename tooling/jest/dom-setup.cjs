require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// The whole suite runs with every core busy (one Jest worker per core, on 2-core CI machines): a
// component test that types a sentence with user-event, or waits for a fake server's answer, can take
// several times as long as on an idle machine. These are ceilings, not waits: a passing test never
// waits for them. Jest's 5 s test limit and Testing Library's 1 s `findBy` limit failed such tests on a
// loaded machine with nothing wrong in the page. Set here, as the API's own limit is
// (api/jest/slow-startup-timeout.cjs): a project's `testTimeout` is dropped in the root run.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });
