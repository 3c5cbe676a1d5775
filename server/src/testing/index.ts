export * from './testApp';
export * from './testDatabase';
export * from './useTestServer';
export * from './useTestDatabase';
export * from './smtpCapture';
export * from './postRoutes';
// The helpers the features' test helpers use too, below every feature (the tests take them from here).
export * from '../plugins/http/testing/appUnderTest';
export * from '../plugins/http/testing/requests';
export * from '../plugins/mail/testing/recordingTransport';
export * from '../features/auth/testing/accounts';
