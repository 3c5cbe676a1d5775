import type { DocumentType } from '@portal/contracts/documents';
import type { ItemStatus } from '@portal/contracts/status';

/**
 * The demonstration customers (a demo seed run by hand for demonstrations, never automatically:
 * real accounts never see sample rows). Their addresses are under the reserved `.example` domain,
 * so no e-mail can reach a real person.
 */
export interface DemoDocument {
  type: DocumentType;
  kind: 'pdf' | 'png';
  fileName: string;
  status: ItemStatus;
  reason?: string;
}

export interface DemoCustomer {
  name: string;
  email: string;
  registration: ItemStatus;
  profile: {
    phone: string;
    address: string;
    bvn: string;
    tin: string;
    companyName: string;
    directors: { name: string; ninOrBvn: string; position: string }[];
  };
  documents: DemoDocument[];
  /** How long ago they signed up, so lists have an order. */
  hoursAgo: number;
}

const BAKARE_REASON =
  'The CAC certificate is unreadable. Please upload clear scans of your BVN slip and CAC certificate.';

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: 'Adaeze Okonkwo',
    email: 'adaeze.okonkwo@okonkwo-textiles.example',
    registration: 'pending',
    hoursAgo: 3,
    profile: {
      phone: '+2348031234567',
      address: '14 Adeola Odeku Street, Victoria Island, Lagos',
      bvn: '22345678901',
      tin: '12345678-6184',
      companyName: 'Okonkwo Textiles Ltd',
      directors: [
        { name: 'Adaeze Okonkwo', ninOrBvn: '22345678901', position: 'Managing Director' },
        { name: 'Emeka Okonkwo', ninOrBvn: '33345678902', position: 'Director' },
      ],
    },
    documents: [
      { type: 'bvn', kind: 'pdf', fileName: 'bvn-slip.pdf', status: 'pending' },
      { type: 'cac', kind: 'pdf', fileName: 'cac-certificate.pdf', status: 'pending' },
      { type: 'proofOfAddress', kind: 'pdf', fileName: 'utility-bill.pdf', status: 'pending' },
      { type: 'tin', kind: 'pdf', fileName: 'tin-certificate.pdf', status: 'pending' },
      { type: 'directorInfo', kind: 'png', fileName: 'adaeze-okonkwo-id.png', status: 'pending' },
      { type: 'directorInfo', kind: 'png', fileName: 'emeka-okonkwo-id.png', status: 'pending' },
    ],
  },
  {
    name: 'Tunde Bakare',
    email: 'tunde.bakare@bakare-logistics.example',
    registration: 'pending',
    hoursAgo: 30,
    profile: {
      phone: '+2348059876543',
      address: '7 Apapa Wharf Road, Apapa, Lagos',
      bvn: '22456789012',
      tin: '23456789-2907',
      companyName: 'Bakare Logistics Ltd',
      directors: [{ name: 'Tunde Bakare', ninOrBvn: '22456789012', position: 'Chief Executive' }],
    },
    // Their BVN and CAC were rejected together; the proof of address came afterwards,
    // so their set waits again and cannot be approved until BVN and CAC are replaced.
    documents: [
      { type: 'bvn', kind: 'pdf', fileName: 'bvn.pdf', status: 'rejected', reason: BAKARE_REASON },
      { type: 'cac', kind: 'png', fileName: 'cac-photo.png', status: 'rejected', reason: BAKARE_REASON },
      { type: 'proofOfAddress', kind: 'pdf', fileName: 'bank-statement.pdf', status: 'pending' },
    ],
  },
  {
    name: 'Ngozi Obi',
    email: 'ngozi.obi@obi-pharma.example',
    registration: 'approved',
    hoursAgo: 96,
    profile: {
      phone: '+2348022223333',
      address: '3 Aba Road, Port Harcourt, Rivers',
      bvn: '22567890123',
      tin: '34567890-8153',
      companyName: 'Obi Pharmaceuticals Plc',
      directors: [{ name: 'Ngozi Obi', ninOrBvn: '22567890123', position: 'Managing Director' }],
    },
    documents: [
      { type: 'bvn', kind: 'pdf', fileName: 'bvn.pdf', status: 'approved' },
      { type: 'cac', kind: 'pdf', fileName: 'cac.pdf', status: 'approved' },
      { type: 'proofOfAddress', kind: 'pdf', fileName: 'lease.pdf', status: 'approved' },
      { type: 'tin', kind: 'pdf', fileName: 'tin.pdf', status: 'approved' },
      { type: 'directorInfo', kind: 'png', fileName: 'ngozi-obi-id.png', status: 'approved' },
    ],
  },
  {
    name: 'Chiamaka Eze',
    email: 'chiamaka.eze@eze-agro.example',
    registration: 'pending',
    hoursAgo: 1,
    profile: {
      phone: '',
      address: '',
      bvn: '',
      tin: '',
      companyName: 'Eze Agro Exports',
      directors: [],
    },
    documents: [],
  },
];
