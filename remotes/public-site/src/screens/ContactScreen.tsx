import { ContactForm, SupportContactDetails } from '../features/contact';

export function ContactScreen() {
  return (
    <main id="main-content" className="public-page container section">
      <h1>Contact us</h1>
      <p className="lead">
        Questions about onboarding, rates or a payment? Write to us and a person on our support team replies
        by email.
      </p>
      <div className="contact-layout">
        <section aria-labelledby="contact-details-title" className="card">
          <h2 id="contact-details-title">Contact details</h2>
          <SupportContactDetails />
        </section>
        <ContactForm />
      </div>
    </main>
  );
}
