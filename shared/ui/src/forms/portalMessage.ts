import { INVALID_VALUE_MESSAGE } from '@portal/contracts/fieldErrors';

/**
 * A refused field's words as every form of the portal says them, and as the server's
 * `validateWith` does: the schema's own message, or "This value is not valid." where
 * the schema gave none of ours (a library's "Invalid input", an empty message).
 */
export function portalMessage(message: string | undefined): string {
  return message && !message.startsWith('Invalid') ? message : INVALID_VALUE_MESSAGE;
}
