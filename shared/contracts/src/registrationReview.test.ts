// The admin area downloads the KYB review's contract with its first screen; the
// phone-number library (about 30 KB gzip) belongs to the profile's edit rules only.
jest.mock('libphonenumber-js/min', () => {
  throw new Error('the phone-number library was loaded');
});

type ReviewContract = typeof import('./registrationReview');
const loadReviewContract = () => jest.requireActual<ReviewContract>('./registrationReview');

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
