/** An admin reads a screenful, not the whole table (registrations, document sets, payments). */
export const LIST_LIMIT = 200;
