import { Eye, Icon, LifeBuoy, ShieldCheck, Zap } from '@portal/ui';
import { COOKIE_USE } from '@portal/ui/words/cookies';

const VALUES = [
  {
    icon: Eye,
    title: 'Transparency',
    body: 'Clear rates, clear fees and a status for every request, at every step.',
  },
  {
    icon: ShieldCheck,
    title: 'Security',
    body: 'Verified businesses, reviewed payments and protected accounts.',
  },
  {
    icon: Zap,
    title: 'Efficiency',
    body: 'From sign-up to a paid invoice without paperwork trips or bank queues.',
  },
  {
    icon: LifeBuoy,
    title: 'Support',
    body: 'Write to us from the Contact page: a person on our support team reads your message and replies to the address you give.',
  },
];

export function AboutScreen() {
  return (
    <main id="main-content" className="public-page container section stack">
      <header>
        <h1>About VendorBridge</h1>
        <p className="lead">
          We help Nigerian businesses pay the suppliers they depend on abroad, quickly and safely.
        </p>
      </header>

      <section aria-labelledby="mission-title" className="card">
        <h2 id="mission-title">Our mission</h2>
        <p>
          To make paying an international vendor as simple for a Lagos importer as it is for a company next
          door to that vendor: one verified account, one clear rate, one place to follow the money.
        </p>
      </section>

      <section id="story" aria-labelledby="story-title" className="card">
        <h2 id="story-title">Our story</h2>
        <p>
          VendorBridge began with business owners who lost weeks chasing foreign-currency payments for
          machinery, software and raw materials. We built the portal we wished they had: onboarding with the
          documents Nigerian regulation asks for, payment requests reviewed by real people, and a record of
          every step.
        </p>
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title">Our values</h2>
        <div className="feature-grid">
          {VALUES.map((value) => (
            <article key={value.title} className="card feature-card">
              <span className="feature-icon">
                <Icon icon={value.icon} />
              </span>
              <h3>{value.title}</h3>
              <p className="muted">{value.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section id="security" aria-labelledby="security-title" className="card">
        <h2 id="security-title">Security</h2>
        <p>
          Passwords are stored only as strong one-way hashes, sessions expire, and every business is verified
          with its five documents (BVN, CAC, TIN, proof of address and director information) before it can
          request a payment.
        </p>
      </section>

      <section id="privacy" aria-labelledby="privacy-title" className="card">
        <h2 id="privacy-title">Privacy policy</h2>
        <p>
          We collect what we need to verify your business and process your payments, keep it only as long as
          the law requires, and never sell it.
        </p>
      </section>

      <section id="terms" aria-labelledby="terms-title" className="card">
        <h2 id="terms-title">Terms of service</h2>
        <p>
          Payment requests are subject to review and approval. The converter shows the naira rates our staff
          have set; a payment is charged at the rate and fee of its quote, fixed when you submit it.
        </p>
      </section>

      <section id="cookies" aria-labelledby="cookies-title" className="card">
        <h2 id="cookies-title">Cookie policy</h2>
        <p>{COOKIE_USE}</p>
      </section>
    </main>
  );
}
