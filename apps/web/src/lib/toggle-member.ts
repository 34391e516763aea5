/** A copy of `set` with `member` added, or taken out if it was in: a list of checkboxes' selection. */
export function toggleMember<T>(set: ReadonlySet<T>, member: T): Set<T> {
  const next = new Set(set);
  if (next.has(member)) next.delete(member);
  else next.add(member);
  return next;
}
