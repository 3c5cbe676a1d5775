export { tabbableElements } from './tabbableElements';
export { keepTabInside } from './keepTabInside';
