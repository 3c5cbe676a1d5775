/**
 * The words and roles of one group of people (issues 21, 22, 33): a business's team or the
 * platform's staff. The invite form and the member list take one of these.
 */
export interface PeopleWords<Role extends string> {
  roles: readonly Role[];
  roleLabels: Readonly<Record<Role, string>>;
  roleHints: Readonly<Record<Role, string>>;
}

export const isRoleAmong = <Role extends string>(roles: readonly Role[], value: string): value is Role =>
  (roles as readonly string[]).includes(value);
