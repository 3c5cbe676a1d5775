import { Link } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import {
  ArrowRight,
  Building2,
  Eye,
  Globe,
  Icon,
  ShieldCheck,
  UserCheck,
  Zap,
  type LucideIcon,
} from '@portal/ui';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { HeroVisual } from '../features/home';
import { useGetStarted } from '../features/navigation';

const FEATURES: { title: string; body: string; icon: LucideIcon }[] = [
  {
    icon: UserCheck,
    title: 'Onboarding in minutes',
    // "email", as the labels write it (Email, Email Verification): one spelling on every screen.
    body: 'Register, verify your email and upload your five documents (BVN, CAC, TIN, proof of address, director information) in one sitting.',
  },
  {
    icon: Globe,
    // The spec's "multi-provider support across 50+ countries" card, said as it is (issue 31):
    // one payout desk, the five currencies a payment may be made in, suppliers wherever they bank.
    title: `Suppliers abroad, paid in ${PAYMENT_CURRENCIES.length} currencies`,
    body: 'Pay suppliers in the US, Europe, the UK, Japan, Canada and beyond, in US dollars, euros, pounds, yen or Canadian dollars.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    body: 'Every request is reviewed before money moves, and your account is protected end to end.',
  },
  {
    icon: Building2,
    title: 'Vendor management',
    body: 'Keep recipients, bank details and invoices together, and follow each payment to settlement.',
  },
];

const BADGES: { label: string; icon: LucideIcon }[] = [
  { label: 'Efficient', icon: Zap },
  { label: 'Secure', icon: ShieldCheck },
  { label: 'Transparent', icon: Eye },
];

export function HomeScreen({ openModal }: Pick<RemoteAreaProps, 'openModal'>) {
  const getStarted = useGetStarted(openModal);
  return (
    <main id="main-content" className="public-page">
      <section className="hero" data-surface="dark">
        <div className="container hero-inner">
          <div className="hero-text">
            <h1>Pay your vendors abroad, straight from Nigeria</h1>
            <p className="hero-lead">
              Onboard your business in minutes, convert naira at clear rates and settle foreign invoices with
              full visibility from request to approval.
            </p>
            <div className="hero-actions">
              <button type="button" className="btn btn-hero" onClick={getStarted}>
                Get Started
              </button>
              <Link to="/about" className="btn btn-hero-secondary">
                Learn More
                <Icon icon={ArrowRight} />
              </Link>
            </div>
            <ul className="hero-badges" aria-label="What we stand for">
              {BADGES.map((badge) => (
                <li key={badge.label}>
                  <Icon icon={badge.icon} className="icon-sm" />
                  {badge.label}
                </li>
              ))}
            </ul>
          </div>
          <HeroVisual />
        </div>
      </section>

      <section className="container section" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          Everything you need to pay vendors abroad
        </h2>
        <div className="feature-grid">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card feature-card">
              <span className="feature-icon">
                <Icon icon={feature.icon} />
              </span>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="container section" aria-labelledby="cta-title">
        <div className="cta" data-surface="dark">
          <h2 id="cta-title">Ready to settle your next invoice?</h2>
          <p className="cta-lead">Open an account today, or talk to us about your payment volumes first.</p>
          <div className="hero-actions">
            <button type="button" className="btn btn-hero" onClick={getStarted}>
              Get Started
            </button>
            <Link to="/contact" className="btn btn-hero-secondary">
              Schedule Demo
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
