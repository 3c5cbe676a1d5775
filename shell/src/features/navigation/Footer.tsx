import { Link } from 'react-router-dom';
import { COOKIE_USE } from '@portal/ui/words/cookies';

const COLUMNS = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/about#story', label: 'Our story' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/contact#contact-form', label: 'Send us a message' },
      { to: '/about#security', label: 'Security' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/about#privacy', label: 'Privacy policy' },
      { to: '/about#terms', label: 'Terms of service' },
      { to: '/about#cookies', label: 'Cookie policy' },
    ],
  },
];

/** The site footer: link columns, cookie notice, copyright. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-columns">
          <div>
            <p className="footer-brand">VendorBridge</p>
            <p>Pay vendors abroad from Nigeria, with every step in the open.</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="footer-cookies">
          {COOKIE_USE} <Link to="/about#cookies">Read the cookie policy</Link>.
        </p>
        <p className="footer-copyright">© {new Date().getFullYear()} VendorBridge. All rights reserved.</p>
      </div>
    </footer>
  );
}
