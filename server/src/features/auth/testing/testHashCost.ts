// Jest setup (server/jest.config.js, setupFiles): every test file hashes at the test cost, the
// helpers that insert accounts without a test app included. The test app sets it from its
// config again (ARGON2_TEST_COST), so a file may ask for OWASP's cost with ARGON2_TEST_COST=false.
import { setPasswordHashCost } from '../passwords';

setPasswordHashCost('test');
