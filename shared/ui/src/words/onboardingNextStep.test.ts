import type { Onboarding } from '@portal/contracts/onboarding';
import {
  approvedMessage,
  documentsPageState,
  nextStepMessage,
  onboardingNextStep,
  type OnboardingNextStep,
} from './onboardingNextStep';

const ALL = ['bvn', 'cac', 'proofOfAddress', 'tin', 'directorInfo'] as const;

function onboarding(
  overrides: {
    registration?: Partial<Onboarding['registration']>;
    profile?: Partial<Onboarding['profile']>;
    documents?: Partial<Onboarding['documents']>;
  } = {},
): Onboarding {
  return {
    registration: { status: 'pending', reason: null, decidedAt: null, ...overrides.registration },
    profile: { complete: true, missing: [], ...overrides.profile },
    documents: {
      uploaded: [],
      pending: 0,
      approved: 0,
      rejected: 0,
      rejections: [],
      submittedAt: null,
      ...overrides.documents,
    },
  };
}

describe('the one next step of onboarding', () => {
  it('asks a customer with nothing submitted for the documents, with the Upload Documents link', () => {
    const step = onboardingNextStep(onboarding());
    expect(step.kind).toBe('nothingSubmitted');
    expect(nextStepMessage(step).action).toEqual({ to: '/dashboard/documents', label: 'Upload Documents' });
  });

  it('starts a customer who has done nothing with the profile, its link, and the documents after', () => {
    const step = onboardingNextStep(
      onboarding({
        profile: {
          complete: false,
          missing: ['companyName', 'phone', 'address', 'bvn', 'tin', 'directorInfo'],
        },
      }),
    );
    expect(step.kind).toBe('profileFirst');
    const message = nextStepMessage(step);
    expect(message.text).toBe(
      'Please start with your company profile, then upload your verification documents, so that VendorBridge can review and approve your account.',
    );
    expect(message.action).toEqual({ to: '/dashboard/profile', label: 'Complete Profile' });
  });

  it('names the approver as every other page does, VendorBridge, in every step (not "an administrator")', () => {
    const steps: OnboardingNextStep[] = [
      { kind: 'profileFirst', missing: ['phone'] },
      { kind: 'nothingSubmitted', missing: ['bvn'] },
      { kind: 'documentsMissing', missing: ['tin'] },
      { kind: 'documentsRejected', redo: [{ type: 'cac', label: 'CAC', reason: null }] },
      { kind: 'profileMissing', missing: ['phone'] },
      { kind: 'underReview', since: null },
      { kind: 'registrationRejected', reason: 'Unreadable CAC certificate' },
      { kind: 'approved' },
    ];
    for (const step of steps) expect(nextStepMessage(step).text).not.toMatch(/administrator/i);
    expect(nextStepMessage({ kind: 'nothingSubmitted', missing: ['bvn'] }).text).toContain(
      'so that VendorBridge can review and approve your account',
    );
  });

  it('names the documents still missing', () => {
    const step = onboardingNextStep(onboarding({ documents: { uploaded: ['bvn', 'cac'], pending: 2 } }));
    expect(step).toEqual({ kind: 'documentsMissing', missing: ['proofOfAddress', 'tin', 'directorInfo'] });
    expect(nextStepMessage(step).text).toContain('Proof of Address, TIN, Director Information');
  });

  it('says "under review since" with no upload link once everything is in', () => {
    const step = onboardingNextStep(
      onboarding({ documents: { uploaded: [...ALL], pending: 6, submittedAt: '2026-11-20T09:00:00.000Z' } }),
    );
    expect(step).toEqual({ kind: 'underReview', since: '2026-11-20T09:00:00.000Z' });
    const message = nextStepMessage(step);
    // The date is one unit a line never splits (no-break spaces).
    expect(message.text).toContain('under review since 20\u00a0Nov\u00a02026');
    expect(message.text).not.toMatch(/upload/i);
    expect(message.action).toBeUndefined();
  });

  it('asks for the profile when the documents are in but the profile is not', () => {
    const step = onboardingNextStep(
      onboarding({ profile: { complete: false, missing: ['tin'] }, documents: { uploaded: [...ALL] } }),
    );
    expect(step.kind).toBe('profileMissing');
    expect(nextStepMessage(step).action?.to).toBe('/dashboard/profile');
  });

  it('says which rejected document to redo, with the reason and where', () => {
    const step = onboardingNextStep(
      onboarding({
        documents: {
          uploaded: ['bvn', 'proofOfAddress', 'tin', 'directorInfo'],
          rejected: 1,
          rejections: [{ type: 'cac', reason: 'The certificate is cut off' }],
        },
      }),
    );
    expect(step.kind).toBe('documentsRejected');
    const message = nextStepMessage(step);
    expect(message.text).toBe('Please upload again: CAC (The certificate is cut off).');
    expect(message.action?.to).toBe('/dashboard/documents');
  });

  it('gives the reason of a refused registration', () => {
    const step = onboardingNextStep(
      onboarding({
        registration: { status: 'rejected', reason: 'Unknown company' },
        documents: { uploaded: [...ALL] },
      }),
    );
    expect(step).toEqual({ kind: 'registrationRejected', reason: 'Unknown company' });
    expect(nextStepMessage(step).text).toContain('Reason: Unknown company');
  });

  it('says the registration was refused even when its refusal rejected the document it names', () => {
    const reason = 'The CAC certificate is for another company';
    const step = onboardingNextStep(
      onboarding({
        registration: { status: 'rejected', reason },
        documents: {
          uploaded: ['bvn', 'proofOfAddress', 'tin', 'directorInfo'],
          rejected: 1,
          rejections: [{ type: 'cac', reason }],
        },
      }),
    );
    expect(step).toEqual({ kind: 'registrationRejected', reason });
    expect(nextStepMessage(step).action?.to).toBe('/dashboard/documents');
  });

  it('sends a registration refused for a document to the upload, and one refused for the profile to it', () => {
    const refused = (reason: string) =>
      nextStepMessage(
        onboardingNextStep(
          onboarding({ registration: { status: 'rejected', reason }, documents: { uploaded: [...ALL] } }),
        ),
      );
    const forCac = refused('The CAC certificate is for another company. Please upload your own.');
    expect(forCac.action).toEqual({ to: '/dashboard/documents', label: 'Upload Documents' });
    expect(forCac.text).not.toMatch(/profile/i);
    const forAddress = refused('The company address does not match the registry.');
    expect(forAddress.action?.to).toBe('/dashboard/profile');
  });

  it("says the reviewer's reason once, and asks again only what the reason does not already ask", () => {
    const refused = (reason: string) =>
      nextStepMessage(
        onboardingNextStep(
          onboarding({ registration: { status: 'rejected', reason }, documents: { uploaded: [...ALL] } }),
        ),
      ).text;
    expect(refused('The CAC certificate is for another company. Please upload your own.')).toBe(
      'Your registration was not approved. Reason: The CAC certificate is for another company. Please upload your own.',
    );
    expect(refused('The CAC certificate is unreadable')).toBe(
      'Your registration was not approved. Reason: The CAC certificate is unreadable. Please upload the document again.',
    );
    expect(refused('The company address does not match the registry.')).toBe(
      'Your registration was not approved. Reason: The company address does not match the registry. Please check your profile.',
    );
  });

  it('does not invite an approved customer who already pays to a first payment', () => {
    expect(approvedMessage(false).text).toContain('first payment');
    const paying = approvedMessage(true);
    expect(paying.text).not.toContain('first payment');
    expect(paying.action).toEqual({ to: '/dashboard/payments', label: 'New payment' });
  });

  it('invites an approved customer to the first payment', () => {
    const step = onboardingNextStep(onboarding({ registration: { status: 'approved' } }));
    expect(step.kind).toBe('approved');
    expect(nextStepMessage(step).action).toEqual({
      to: '/dashboard/payments',
      label: 'Make your first payment',
    });
  });
});

describe('what the documents page offers', () => {
  it('offers the form while a document is missing or rejected', () => {
    expect(documentsPageState(onboarding({ documents: { uploaded: ['bvn'] } }))).toEqual({ kind: 'open' });
    expect(
      documentsPageState(
        onboarding({ documents: { uploaded: ['bvn'], rejections: [{ type: 'cac', reason: null }] } }),
      ),
    ).toEqual({ kind: 'open' });
  });

  it('offers no form while everything is under review', () => {
    expect(
      documentsPageState(
        onboarding({ documents: { uploaded: [...ALL], submittedAt: '2026-11-20T09:00:00.000Z' } }),
      ),
    ).toEqual({ kind: 'inReview', since: '2026-11-20T09:00:00.000Z' });
  });

  it('says approved once the registration is', () => {
    expect(documentsPageState(onboarding({ registration: { status: 'approved' } }))).toEqual({
      kind: 'approved',
    });
  });
});
