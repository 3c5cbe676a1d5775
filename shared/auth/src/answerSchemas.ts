import * as z from 'zod/mini';

/**
 * The contracts' schemas @portal/auth checks the server's answers with: the same
 * objects the server answers by. Only loadAnswerSchemas imports this
 * module, lazily, so zod and the schemas come in their own chunk when a session exists or
 * a sign-in is answered, never with the shell's first script: a visitor who never signs
 * in downloads none of it.
 */
export { loginDataSchema } from '@portal/contracts/apiSchemas';
export {
  auditListDataSchema,
  loginChallengeDataSchema,
  recoveryCodesDataSchema,
  sessionListDataSchema,
  sessionsEndedDataSchema,
  twoFactorSetupDataSchema,
  twoFactorStatusDataSchema,
} from '@portal/contracts/securitySchemas';

/** Routes that answer only a message: any data is accepted (and none is read). */
export const messageOnlySchema = z.unknown();
