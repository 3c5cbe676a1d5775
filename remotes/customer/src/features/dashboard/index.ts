export { WelcomeCards, WELCOME_CARDS } from './WelcomeCards';
export { QuickStats } from './QuickStats';
