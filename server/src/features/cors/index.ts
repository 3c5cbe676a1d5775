export { registerCors } from './registerCors';
