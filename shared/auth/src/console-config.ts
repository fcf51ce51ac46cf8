/**
 * The deployment's settings: the JSON in index.html's `<script id="console-config">` block,
 * editable without a rebuild. Invalid JSON or a non-object counts as empty (and is reported).
 */
export function readConsoleConfig(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById('console-config')?.textContent ?? '';
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  console.warn('console-config in index.html is not a JSON object; using the defaults.');
  return {};
}
