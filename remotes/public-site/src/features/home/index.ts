export { HeroVisual } from './HeroVisual';
