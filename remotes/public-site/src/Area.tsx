import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts';
import { AboutPage } from './features/about';
import { ContactPage } from './features/contact';
import { HomePage } from './features/home';
import { useHashScroll } from './features/navigation';
import './public-site.css';

/** The public site: `/`, `/about` and `/contact` (spec §2). */
export default function PublicSiteArea({ openModal }: RemoteAreaProps) {
  useHashScroll();
  return (
    <Routes>
      <Route path="/" element={<HomePage openModal={openModal} />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
