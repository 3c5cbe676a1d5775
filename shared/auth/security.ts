/**
 * `@portal/auth/security`: the signed-in account's security calls (two-factor, password,
 * sessions, audit log). An entry of its own, outside the shared singleton `@portal/auth`,
 * so the shell's first script does not carry them (issue 31: `/` within its budget); the
 * screens that use them bundle it.
 */
export { security, type AuditLogQuery } from './src/securityApi';
