import { createHash } from 'node:crypto';

// Keys are hashed: they are bounded in size and no address is kept in clear for it.
export const keyOf = (bucket: string, subject: string) =>
  createHash('sha256').update(`${bucket}\u0000${subject}`).digest('base64url');
