import { Link } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts';
import { useGetStarted } from '../navigation';

const FEATURES = [
  {
    title: 'Onboarding in minutes',
    body: 'Register, verify your e-mail and upload your BVN, CAC and TIN documents in one sitting.',
  },
  {
    title: 'Multi-provider support across 50+ countries',
    body: 'Pay suppliers in the US, Europe, the UK, Asia and beyond through several payment partners.',
  },
  {
    title: 'Secure payments',
    body: 'Every request is reviewed before money moves, and your account is protected end to end.',
  },
  {
    title: 'Vendor management',
    body: 'Keep recipients, bank details and invoices together, and follow each payment to settlement.',
  },
];

export function HomePage({ openModal }: Pick<RemoteAreaProps, 'openModal'>) {
  const getStarted = useGetStarted(openModal);
  return (
    <main id="main-content">
      <section className="hero">
        <div className="container hero-inner">
          <h1>Pay your vendors abroad, straight from Nigeria</h1>
          <p className="hero-lead">
            Onboard your business in minutes, convert naira at clear rates and settle foreign invoices with
            full visibility from request to approval.
          </p>
          <div className="hero-actions">
            <button type="button" className="btn btn-hero" onClick={getStarted}>
              Get Started
            </button>
            <Link to="/about" className="btn btn-secondary">
              Learn More
            </Link>
          </div>
          <ul className="hero-badges" aria-label="What we stand for">
            <li>Efficient</li>
            <li>Secure</li>
            <li>Transparent</li>
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="features-title">
        <h2 id="features-title">Everything you need to pay vendors abroad</h2>
        <div className="grid">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card">
              <h3>{feature.title}</h3>
              <p className="muted">{feature.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="container section" aria-labelledby="cta-title">
        <div className="cta card">
          <h2 id="cta-title">Ready to settle your next invoice?</h2>
          <p className="muted">Open an account today, or talk to us about your payment volumes first.</p>
          <div className="hero-actions">
            <button type="button" className="btn" onClick={getStarted}>
              Get Started
            </button>
            <Link to="/contact" className="btn btn-secondary">
              Schedule Demo
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
