/**
 * A person as staff screens show one (issue 31): the name, then the e-mail on a line of its own.
 * Without a name (a server from before, an account since removed) the e-mail alone.
 */
export function PersonText({ name, email }: { name: string | null | undefined; email: string }) {
  if (!name) return <span className="person">{email}</span>;
  return (
    <span className="person">
      {name} <span className="person-email">{email}</span>
    </span>
  );
}
