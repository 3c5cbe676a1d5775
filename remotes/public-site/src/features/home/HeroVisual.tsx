import { ArrowRight, BadgeCheck, FileCheck2, Icon, UserCheck } from '@portal/ui';

const DESTINATIONS = ['$', '€', '£', '¥'];
const STEPS = [UserCheck, FileCheck2, BadgeCheck];

/**
 * The hero's picture: naira going out to the currencies vendors are paid in, over
 * the three steps of the product (verified account, reviewed documents, approved
 * payment). Decorative, hidden from assistive technology: the headline and the
 * lead say the same in words.
 */
export function HeroVisual() {
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="hero-panel">
        <div className="hero-route">
          <span className="hero-coin hero-coin-local">₦</span>
          <span className="hero-route-line">
            <Icon icon={ArrowRight} />
          </span>
          <span className="hero-coins">
            {DESTINATIONS.map((symbol) => (
              <span key={symbol} className="hero-coin">
                {symbol}
              </span>
            ))}
          </span>
        </div>
        <ul className="hero-steps">
          {STEPS.map((step, index) => (
            <li key={index} className="hero-step">
              <span className="hero-step-icon">
                <Icon icon={step} />
              </span>
              <span className="hero-step-lines">
                <span className="hero-step-line" />
                <span className="hero-step-line hero-step-line-short" />
              </span>
              <span className="hero-step-done">
                <Icon icon={BadgeCheck} className="icon-sm" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
