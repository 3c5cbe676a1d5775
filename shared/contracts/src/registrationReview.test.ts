// The admin area downloads the KYB review's contract with its first screen; the
// phone-number library (about 30 KB gzip) belongs to the profile's edit rules only.
jest.mock('libphonenumber-js/min', () => {
  throw new Error('the phone-number library was loaded');
});
// A module, not a script: a script's declarations are global to every workspace the
// browser typecheck program holds (scripts/typecheckPrograms.mjs).
export {};

type ReviewContract = typeof import('./registrationReview');
/** The contract loaded afresh, so each test sees what loading it pulls in. */
function loadReviewContract(): ReviewContract {
  let contract: ReviewContract | undefined;
  jest.isolateModules(() => {
    contract = jest.requireActual<ReviewContract>('./registrationReview');
  });
  if (!contract) throw new Error('the contract did not load');
  return contract;
}

describe("the KYB review's contract", () => {
  it('loads without the phone-number library', () => {
    expect(loadReviewContract).not.toThrow();
  });

  it("refuses a director's place past the profile's limit of directors", () => {
    const { revealBodySchema } = loadReviewContract();
    expect(revealBodySchema.safeParse({ field: 'director', director: 19 }).success).toBe(true);
    expect(revealBodySchema.safeParse({ field: 'director', director: 20 }).success).toBe(false);
  });
});
