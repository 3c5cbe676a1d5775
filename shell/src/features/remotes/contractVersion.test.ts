import contractsPackage from '@portal/contracts/package.json';
import { isCompatibleContract, majorOf, SHELL_CONTRACT_VERSION } from './contractVersion';

describe('the shell’s contract version', () => {
  it('is the version of @portal/contracts it was built with', () => {
    expect(SHELL_CONTRACT_VERSION).toBe(contractsPackage.version);
    expect(majorOf(SHELL_CONTRACT_VERSION)).not.toBeNull();
  });
});

describe('reading a version’s major', () => {
  it.each([
    ['2.0.0', 2],
    ['2.13.4', 2],
    ['10.0.1', 10],
    ['3.0.0-beta.1', 3],
    ['2.1.0+build.7', 2],
  ])('reads %s as major %d', (version, major) => {
    expect(majorOf(version)).toBe(major);
  });

  it.each([[undefined], [null], [2], [''], ['2'], ['2.0'], ['v2.0.0'], ['^2.0.0'], ['two.zero.zero']])(
    'finds no major in %p',
    (version) => {
      expect(majorOf(version)).toBeNull();
    },
  );
});

describe('whether a remote’s contract version fits the shell’s', () => {
  it('fits on the same major, whatever the minor and patch', () => {
    expect(isCompatibleContract('2.0.0', '2.0.0')).toBe(true);
    expect(isCompatibleContract('2.4.1', '2.0.0')).toBe(true);
    expect(isCompatibleContract('2.0.0', '2.9.0')).toBe(true);
  });

  it('does not fit on another major, ahead or behind', () => {
    expect(isCompatibleContract('3.0.0', '2.0.0')).toBe(false);
    expect(isCompatibleContract('1.9.9', '2.0.0')).toBe(false);
  });

  it('does not fit when the remote declares nothing readable', () => {
    expect(isCompatibleContract(undefined, '2.0.0')).toBe(false);
    expect(isCompatibleContract('latest', '2.0.0')).toBe(false);
    expect(isCompatibleContract(2, '2.0.0')).toBe(false);
  });

  it('compares against the shell’s own contracts by default', () => {
    expect(isCompatibleContract(SHELL_CONTRACT_VERSION)).toBe(true);
  });
});
