// Apart from remote-meta.ts, which the shell's first chunk loads (sign-in pages included): only
// the navbar search's chunk (and tests) use these.

/** A JSON object (not null, not a list): what a record search's answer and records must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record search's field shown or put in a path, by name or dotted path ('assignee.fullName'): a
 * string or a number; anything else (an object, null, nothing) is not there.
 */
export function recordField(record: Record<string, unknown>, name: string): string | undefined {
  let value: unknown = record;
  for (const part of name.split('.')) value = isRecord(value) ? value[part] : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The template with each `{field}` filled in (passed through `encode`); none when one is missing. */
function fill(template: string, record: Record<string, unknown>, encode: (value: string) => string): string | undefined {
  let missing = false;
  const text = template.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = recordField(record, name);
    if (value === undefined) missing = true;
    return encode(value ?? '');
  });
  return missing ? undefined : text;
}

/** The record's page: each `{field}` of the template filled in, URL-encoded; none when one is missing. */
export function recordPath(template: string, record: Record<string, unknown>): string | undefined {
  return fill(template, record, encodeURIComponent);
}

/**
 * A record search's shown text: a field by name or dotted path ('client.name'), or a text with
 * `{field}` in it ('#{id}'); none when a field it needs is missing.
 */
export function recordText(pattern: string, record: Record<string, unknown>): string | undefined {
  return pattern.includes('{') ? fill(pattern, record, (value) => value) : recordField(record, pattern);
}
