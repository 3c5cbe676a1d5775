import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { settings } from './settings';

/** New each time this module is evaluated: two files that log the same id shared the module. */
const loadId = randomUUID();

/** A test file that checks it starts clean, then leaves behind what a careless test file would. */
export function describeDirtyFile(): void {
  describe('a test file run after another in the same worker', () => {
    it('finds what the earlier file changed put back', () => {
      expect(process.env.KEPT_MODULES_DIRT).toBeUndefined();
      expect(settings.cost).toBe('test');
      expect(jest.isMockFunction(settings.greet)).toBe(false);
      expect(new Date().getFullYear()).toBeGreaterThan(2000);
    });

    it('changes the environment, module state, a spy and the clock', () => {
      const log = process.env.KEPT_MODULES_LOG;
      if (!log) throw new Error('KEPT_MODULES_LOG is not set');
      appendFileSync(log, `${process.pid} ${loadId}\n`);
      process.env.KEPT_MODULES_DIRT = 'left by a file';
      settings.cost = 'owasp';
      jest.spyOn(settings, 'greet').mockReturnValue('mocked');
      jest.useFakeTimers({ now: new Date('2000-01-01T00:00:00Z') });
      expect(settings.greet()).toBe('mocked');
    });
  });
}
