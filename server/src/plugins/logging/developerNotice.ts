/**
 * The log field that marks a line a developer has to find in the log: the generated
 * admin password, and outside production a verification code or reset link (so that
 * a newcomer without an SMTP server can follow the sign-up flow). The development log
 * (prettyLog.ts) frames such a line so it stands out; in JSON it is one more field.
 */
export const DEVELOPER_NOTICE_FIELD = 'developerNotice';

/** Bindings for such a line: `log.info(developerNotice(), 'Verification code for …')`. */
export function developerNotice(): Record<typeof DEVELOPER_NOTICE_FIELD, true> {
  return { [DEVELOPER_NOTICE_FIELD]: true };
}
