export * from './user';
export * from './session';
export * from './messages';
export * from './validation';
export * from './api';
export * from './remote';
