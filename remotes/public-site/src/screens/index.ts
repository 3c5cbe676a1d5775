export { HomeScreen } from './HomeScreen';
