import type { CustomerDataSource, CustomerDocument, DocumentSet, Profile, User } from '@portal/contracts';
import { DOCUMENT_UPLOAD_FIELDS } from '@portal/contracts';
import { createSamplePaymentsDataSource } from '../features/data-source';

export const TEST_CUSTOMER: User = {
  id: 'user-1',
  name: 'Ada Obi',
  email: 'ada@acme.ng',
  role: 'user',
  approved: true,
};

/** A customer who has never saved a profile: the account's name and e-mail, nothing else. */
export function newCustomerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: TEST_CUSTOMER.id,
    name: TEST_CUSTOMER.name,
    email: TEST_CUSTOMER.email,
    phone: '',
    address: '',
    bvn: '',
    tin: '',
    companyName: '',
    directorInfo: [],
    updatedAt: null,
    ...overrides,
  };
}

/** A profile filled in and saved once. */
export function savedProfile(overrides: Partial<Profile> = {}): Profile {
  return newCustomerProfile({
    phone: '+2348031234567',
    address: '12 Adeola Odeku Street, Victoria Island, Lagos',
    bvn: '22123456789',
    tin: '12345678-0001',
    companyName: 'Acme Imports Ltd',
    directorInfo: [{ name: 'Adaeze Okafor', ninOrBvn: '12345678901', position: 'Managing Director' }],
    updatedAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  });
}

let documentCount = 0;

/** One uploaded document as `GET /api/documents` lists it. */
export function customerDocument(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  documentCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(documentCount).padStart(12, '0')}`,
    type: 'bvn',
    fileName: 'bvn.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1024,
    sha256: 'a'.repeat(64),
    status: 'pending',
    reason: null,
    uploadedAt: '2024-03-05T12:00:00.000Z',
    decidedAt: null,
    superseded: false,
    ...overrides,
  };
}

/** The files of a document set with the type each is sent as. */
function filesOf(set: DocumentSet): { file: File; type: CustomerDocument['type'] }[] {
  const single = (['bvnFile', 'cacFile', 'proofOfAddress', 'tinFile'] as const).flatMap((name) => {
    const file = set[name];
    return file ? [{ file, type: DOCUMENT_UPLOAD_FIELDS[name] }] : [];
  });
  return [...single, ...set.directorInfoFiles.map((file) => ({ file, type: 'directorInfo' as const }))];
}

/**
 * An in-memory stand-in for the server's side of the data source (profile and
 * documents), with the sample payments methods the payment screens still use.
 */
export function createFakeCustomerDataSource({
  profile = newCustomerProfile(),
  documents = [],
}: { profile?: Profile; documents?: CustomerDocument[] } = {}): CustomerDataSource {
  let stored = { ...profile };
  let kept = [...documents];
  return {
    ...createSamplePaymentsDataSource(),
    getProfile: async () => ({ ...stored }),
    saveProfile: async (update) => {
      stored = { ...stored, ...update, updatedAt: new Date().toISOString() };
      return { ...stored };
    },
    listDocuments: async () => kept.map((document) => ({ ...document })),
    submitDocuments: async (set) => {
      const received = filesOf(set).map(({ file, type }) =>
        customerDocument({ type, fileName: file.name, sizeBytes: file.size }),
      );
      const replaced = new Set(
        received.filter(({ type }) => type !== 'directorInfo').map(({ type }) => type),
      );
      kept = [
        ...kept.map((document) =>
          replaced.has(document.type) ? { ...document, superseded: true } : document,
        ),
        ...received,
      ];
      return received;
    },
    openDocumentFile: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  };
}
