export { Developers } from './Developers';
export { DevelopersSourceProvider, useDevelopersSource } from './DevelopersSourceContext';
export { createDevelopersSource, type DevelopersSource } from './developersSource';
