export { Navbar } from './Navbar';
export { Footer } from './Footer';
export { showsFooter } from './footerVisibility';
export { useAreaNavigation } from './useAreaNavigation';
export { skipToContent } from './SkipLink';
