import { useEffect, useState } from 'react';
import type { SupportContact } from '@portal/contracts/supportContact';
import { readSupportContact } from './readSupportContact';

/** The configured support contact, null until it has been read. */
export function useSupportContact(): SupportContact | null {
  const [contact, setContact] = useState<SupportContact | null>(null);
  useEffect(() => {
    let current = true;
    void readSupportContact().then((read) => {
      if (current) setContact(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return contact;
}
