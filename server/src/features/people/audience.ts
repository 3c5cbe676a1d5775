import type { SQL } from 'drizzle-orm';
import { tables, type Db, type UserRow } from '../../plugins/database';
import type { MailMessage } from '../../plugins/mail';

export type InvitationTable = typeof tables.teamInvitations | typeof tables.staffInvitations;
/** An invitation as both tables keep it (the team's also names its business). */
export type InvitationRow = Omit<typeof tables.staffInvitations.$inferSelect, 'role'> & {
  role: string;
  businessId?: string;
};
/** An invitation whose role is one of the audience's. */
export type Invitation<Role extends string> = InvitationRow & { role: Role };
type NewAccount = typeof tables.users.$inferInsert;

/** What the person acting is named by in the audit and the e-mails. */
export type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

/** The answers a refusal gives, in the audience's own words. */
export interface PeopleMessages {
  /** The address already has an account (409 on invite and accept). */
  alreadyAccount: string;
  /** The address already has a waiting invitation here (409). */
  alreadyInvited: string;
  invitationInvalid: string;
  invitationExpired: string;
  /** The last of the keeper role cannot be demoted or removed (409). */
  lastKeeper: string;
  /** No such member here (404). */
  notMember: string;
}

/** What the audit log says, the parts that name where the people are. */
export interface PeopleAuditWords {
  /** `team` or `staff`: the audit actions are `<prefix>.invite`, `<prefix>.role`, … */
  prefix: 'team' | 'staff';
  invitationSubject: 'team_invitation' | 'staff_invitation';
  /** "invited x@y.com {invitedAs} maker". */
  invitedAs: string;
  /** "Ada {joinedAs} maker". */
  joinedAs: string;
  /** "removed Ada (maker) {removedFrom}". */
  removedFrom: string;
}

/** The invitation e-mail for one address (its link's token given). */
export type InvitationLetter<Role extends string> = (
  to: string,
  role: Role,
  expiresAt: Date,
  token: string,
) => MailMessage;

/**
 * One group of people with roles, and how they are invited (issues 21, 22, 33): a business's
 * team or the platform's staff. The people feature's members and invitations are written once
 * against this; each audience says which roles there are, which role must always have one
 * holder, where its people and invitations are kept, what accepting makes and which words the
 * audit and the e-mail use. `Place` names one group of this audience: a business's id for the
 * team, null for the platform's one staff.
 */
export interface PeopleAudience<Role extends string, Place extends string | null, Preview> {
  roles: readonly Role[];
  /** The role of which one holder always stays (owner, superadmin). */
  keeper: Role;
  /** How long an invitation's link works. */
  lifetimeMs: number;
  messages: PeopleMessages;
  audit: PeopleAuditWords;
  /** Which accounts are the place's people (removed ones, without a role, included). */
  memberScope: (place: Place) => SQL;
  /** The account column holding the role here. */
  roleColumn: typeof tables.users.businessRole | typeof tables.users.staffRole;
  /** The account change that gives (or, with null, takes away) the role here. */
  roleChange: (role: Role | null) => Partial<NewAccount>;
  invitations: InvitationTable;
  /** Which invitations are the place's, or none to say all of the table's. */
  invitationScope: (place: Place) => SQL | undefined;
  /** The place an invitation leads into. */
  placeOf: (invitation: Invitation<Role>) => Place;
  /** Writes a new invitation; none when one is already waiting for that address here. */
  insertInvitation: (
    tx: Db,
    place: Place,
    values: Omit<typeof tables.staffInvitations.$inferInsert, 'role'> & { role: Role },
  ) => Promise<InvitationRow | undefined>;
  /** The e-mail words, read once before the transaction (the business's name, say). */
  invitationLetter: (
    db: Db,
    place: Place,
    inviterName: string,
    publicUrl: string,
  ) => Promise<InvitationLetter<Role>>;
  /** What the invitation page shows before the newcomer accepts. */
  preview: (db: Db, invitation: Invitation<Role>) => Promise<Preview>;
  /** The new account an accepted invitation makes, beyond its e-mail, name and password. */
  newAccount: (
    tx: Db,
    invitation: Invitation<Role>,
    now: Date,
  ) => Promise<Omit<NewAccount, 'email' | 'name' | 'passwordHash'>>;
}
