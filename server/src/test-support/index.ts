export * from './testApp';
export * from './testDatabase';
export * from './useTestServer';
export * from './smtpCapture';
