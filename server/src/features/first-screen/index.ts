export { firstScreenSource, type FirstScreenDeps, type FirstScreenSource } from './firstScreen';
