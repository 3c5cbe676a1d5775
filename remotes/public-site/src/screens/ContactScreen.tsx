import { Clock, Icon, Mail, MapPin, Phone } from '@portal/ui';
import { ContactForm } from '../features/contact';

export function ContactScreen() {
  return (
    <main id="main-content" className="public-page container section">
      <h1>Contact us</h1>
      <p className="lead">Questions about onboarding, rates or a payment? We reply within 24 hours.</p>
      <div className="contact-layout">
        <section aria-labelledby="contact-details-title" className="card">
          <h2 id="contact-details-title">Contact details</h2>
          <dl className="contact-details">
            <dt>
              <Icon icon={Mail} className="icon-sm" />
              Email
            </dt>
            <dd>
              <a href="mailto:support@vendorbridge.ng">support@vendorbridge.ng</a>
            </dd>
            <dt>
              <Icon icon={Phone} className="icon-sm" />
              Phone
            </dt>
            <dd>
              <a href="tel:+2347000000000">+234 700 000 0000</a>
            </dd>
            <dt>
              <Icon icon={MapPin} className="icon-sm" />
              Office
            </dt>
            <dd>Victoria Island, Lagos, Nigeria</dd>
            <dt>
              <Icon icon={Clock} className="icon-sm" />
              Support hours
            </dt>
            <dd>24/7 support; we reply to every message within 24 hours.</dd>
          </dl>
        </section>
        <ContactForm />
      </div>
    </main>
  );
}
