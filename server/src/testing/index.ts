export * from './testApp';
export * from './testDatabase';
export * from './useTestServer';
export * from './useTestDatabase';
export * from './smtpCapture';
export * from './postRoutes';
