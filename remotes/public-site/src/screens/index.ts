export { AboutScreen } from './AboutScreen';
export { ContactScreen } from './ContactScreen';
export { HomeScreen } from './HomeScreen';
