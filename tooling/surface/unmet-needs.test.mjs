import { describeUnmetNeeds, majorOf, surfaceGaps, unmetNeeds } from './unmet-needs.mjs';

const shell = {
  build: '0.1.0+3f9a1c2b7d4e',
  contracts: { version: '3.0.0', major: 3 },
  provides: {
    'react-router': ['Link', 'useLocation', 'useNavigate'],
    'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  },
};

describe("comparing a remote's needs with a shell's surface", () => {
  it('finds nothing missing when the shell provides every name the remote imports', () => {
    const needs = { contracts: { version: '3.2.0', major: 3 }, imports: { 'react-router': ['Link', 'useNavigate'], 'react/jsx-runtime': ['jsx'] } };
    expect(surfaceGaps(needs, shell)).toEqual({ unmet: [], contracts: null });
  });

  it('names each export the shell does not provide, per module', () => {
    const needs = { imports: { 'react-router': ['Await', 'Link', 'useBlocker'], 'react/jsx-runtime': ['jsx'] } };
    expect(surfaceGaps(needs, shell).unmet).toEqual([{ module: 'react-router', missing: ['Await', 'useBlocker'] }]);
  });

  it('counts every name of a module the shell does not provide at all as missing', () => {
    expect(unmetNeeds({ 'js-cookie': ['default'] }, (module) => shell.provides[module])).toEqual([{ module: 'js-cookie', missing: ['default'] }]);
  });

  it('reads what is provided as a set too, as the shell does at run time', () => {
    expect(unmetNeeds({ 'react-router': ['Link', 'useBlocker'] }, () => new Set(['Link']))).toEqual([{ module: 'react-router', missing: ['useBlocker'] }]);
  });

  it('refuses a remote built against another contracts major, and only across a major', () => {
    expect(surfaceGaps({ contracts: { version: '4.0.0' }, imports: {} }, shell).contracts).toEqual({ needed: '4.0.0', provided: '3.0.0' });
    expect(surfaceGaps({ contracts: { version: '3.9.1' }, imports: {} }, shell).contracts).toBeNull();
  });

  it('says what is missing in one line', () => {
    const unmet = [
      { module: 'react-router', missing: ['useBlocker', 'Await'] },
      { module: 'zustand', missing: ['createStore'] },
    ];
    expect(describeUnmetNeeds(unmet)).toBe('react-router: useBlocker, Await; zustand: createStore');
  });

  it('reads the major of a version, or nothing of a version it cannot read', () => {
    expect(majorOf('3.1.0')).toBe(3);
    expect(majorOf('v19.3.1')).toBe(19);
    expect(majorOf('next')).toBeNull();
  });
});
