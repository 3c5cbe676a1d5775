export { renderTarget } from './renderTarget';
