import { Icon, Mail, Phone } from '@portal/ui';
import { telHref } from '@portal/contracts/supportContact';
import { useSupportContact } from './useSupportContact';

/**
 * How to reach support: the configured e-mail address and phone only (SUPPORT_EMAIL,
 * SUPPORT_PHONE), never a made-up one; without an address the form is the way to write.
 */
export function SupportContactDetails() {
  const contact = useSupportContact();
  return (
    <dl className="contact-details" aria-busy={contact === null}>
      {contact?.email && (
        <>
          <dt>
            <Icon icon={Mail} className="icon-sm" />
            Email
          </dt>
          <dd>
            <a href={`mailto:${contact.email}`} className="breakable">
              {contact.email}
            </a>
          </dd>
        </>
      )}
      {contact?.phone && (
        <>
          <dt>
            <Icon icon={Phone} className="icon-sm" />
            Phone
          </dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
        </>
      )}
      {contact && !contact.email && (
        <>
          <dt>
            <Icon icon={Mail} className="icon-sm" />
            Write to us
          </dt>
          <dd>
            <a href="#contact-form">Send us a message</a> with the form; we reply to the address you give.
          </dd>
        </>
      )}
    </dl>
  );
}
