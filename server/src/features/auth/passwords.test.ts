import {
  argon2Options,
  hashPassword,
  setPasswordHashCost,
  verifyPassword,
  verifyWithoutAccount,
} from './passwords';

afterAll(() => setPasswordHashCost('test'));

describe('password hashing', () => {
  it("keeps OWASP's minimum for argon2id outside tests: 19 MiB, 2 passes, 1 lane", () => {
    const owasp = argon2Options('owasp');
    expect(owasp.algorithm).toBe(2); // Argon2id
    expect(owasp.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(owasp.timeCost).toBeGreaterThanOrEqual(2);
    expect(owasp.parallelism).toBe(1);
  });

  it("stores the cost it hashed at: OWASP's by default, the cheap one only when the test cost is set", async () => {
    setPasswordHashCost('owasp');
    expect(await hashPassword('Lagos-Vendor-Desk-7')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    setPasswordHashCost('test');
    expect(await hashPassword('Lagos-Vendor-Desk-7')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('verifies a hash made at either cost whichever cost is set now', async () => {
    setPasswordHashCost('owasp');
    const strong = await hashPassword('Hamburg-Supplier-3');
    setPasswordHashCost('test');
    const cheap = await hashPassword('Hamburg-Supplier-3');

    expect(await verifyPassword(strong, 'Hamburg-Supplier-3')).toBe(true);
    expect(await verifyPassword(strong, 'hamburg-supplier-3')).toBe(false);
    setPasswordHashCost('owasp');
    expect(await verifyPassword(cheap, 'Hamburg-Supplier-3')).toBe(true);
    expect(await verifyWithoutAccount('Hamburg-Supplier-3')).toBe(false);
  });
});
