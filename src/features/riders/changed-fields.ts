/**
 * Only the fields the user changed: a write naming an untouched field would overwrite another
 * device's offline edit of it, and the point of field-by-field updates is that both survive.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== before[key]) changes[key] = after[key];
  }
  return changes;
}

/** A form's text as the contract takes it: blank means "none". */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** A quantity box: blank is none; anything else goes to the schema as a number, to be checked. */
export const quantityOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
