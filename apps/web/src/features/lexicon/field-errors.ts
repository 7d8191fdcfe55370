/** A form's messages from a failed schema check: each field's first message, by field name. */
export function firstErrorPerField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0] as Field;
    found[name] ??= issue.message;
  }
  return found;
}
