export * from './testApp';
export * from './testDatabase';
export * from './useTestServer';
export * from './smtpCapture';
export * from './postRoutes';
