/** A whole positive id from a number or its digits as a string (query values arrive as text). */
export function readId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
