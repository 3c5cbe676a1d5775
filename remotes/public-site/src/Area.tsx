import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAreaProps } from '@portal/contracts';
import { useHashScroll } from './features/navigation';
import { AboutScreen, ContactScreen, HomeScreen } from './screens';
import './public-site.css';

/** The public site: `/`, `/about` and `/contact`; any other path here goes to `/`. */
export default function PublicSiteArea({ openModal }: RemoteAreaProps) {
  useHashScroll();
  return (
    <Routes>
      <Route path="/" element={<HomeScreen openModal={openModal} />} />
      <Route path="/about" element={<AboutScreen />} />
      <Route path="/contact" element={<ContactScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
