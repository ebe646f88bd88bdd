/**
 * Fits an extracted brand kit to its schema instead of rejecting it: real pages carry values no
 * schema foresaw (a 2,000-character alt text, a social link to `javascript:`, a zero-width logo),
 * and one of them must never cost the user the whole import. Strings that are too long are cut
 * at a word boundary, lists that are too long keep their strongest entries (extraction orders
 * them), and any other bad value is dropped: from its list when it is an entry, else replaced
 * by `null`, else its parent goes. Each change is reported, so the import's warnings say what a
 * person may want to look at. The schema stays the single judge: whatever it rejects, this
 * repairs, and a field added later is covered without code here.
 */
import type { z } from 'zod';

type Path = PropertyKey[];
type Container = Record<PropertyKey, unknown> | unknown[];

export interface Fitted<T> {
  value: T;
  /** One line per changed value, e.g. "images[3].alt was 1,204 characters: cut to 500". */
  changes: string[];
}

/** Each pass repairs every issue zod reports; nested repairs (null, then the parent) need a few. */
const MAX_PASSES = 12;

export function fitToSchema<S extends z.ZodType>(schema: S, input: unknown): Fitted<z.infer<S>> {
  // Boxed, so a repair of the value itself (a top-level string) has a parent to write to.
  const box = { value: structuredClone(input) };
  const changes = new Map<string, string>();
  const nulled = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const parsed = schema.safeParse(box.value);
    if (parsed.success) return { value: parsed.data, changes: [...changes.values()] };
    // Removals from one list go from the highest index down, so earlier indexes stay valid.
    const issues = [...parsed.error.issues].sort((a, b) => comparePaths(b.path, a.path));
    const removed = new Set<string>();
    for (const issue of issues) {
      const path = ['value', ...issue.path] as Path;
      if ([...removed].some((r) => isWithin(path, r))) continue;
      const repaired = repair(box, path, issue, nulled, changes);
      if (repaired) removed.add(repaired);
    }
  }
  // Unreachable for the kit (every field can be emptied), but a schema change could make it so.
  return { value: schema.parse(box.value), changes: [...changes.values()] };
}

/** Applies one repair; returns the path key of what was removed or nulled, to skip issues under it. */
function repair(root: unknown, path: Path, issue: z.core.$ZodIssue, nulled: Set<string>, changes: Map<string, string>): string | null {
  const here = at(root, path);
  if (issue.code === 'too_big' && typeof here === 'string' && issue.origin === 'string') {
    set(root, path, cut(here, Number(issue.maximum)));
    changes.set(show(path), `${show(path)} was ${here.length.toLocaleString('en')} characters: cut to ${issue.maximum}`);
    return null;
  }
  if (issue.code === 'too_big' && Array.isArray(here) && issue.origin === 'array') {
    const held = here.length;
    here.length = Number(issue.maximum);
    changes.set(show(path), `${show(path)} held ${held} entries: the first ${issue.maximum} kept`);
    return null;
  }
  return drop(root, path, issue.message, nulled, changes);
}

/** Removes a bad entry from its list, else nulls the value, else (already nulled: not nullable) drops its parent. */
function drop(root: unknown, path: Path, why: string, nulled: Set<string>, changes: Map<string, string>): string | null {
  if (path.length <= 1) return null;
  const parentPath = path.slice(0, -1);
  const parent = at(root, parentPath) as Container | undefined;
  const key = path[path.length - 1];
  const id = show(path);
  if (Array.isArray(parent) && typeof key === 'number') {
    parent.splice(key, 1);
    changes.set(id, `${id} dropped (${why})`);
    return id;
  }
  if (!nulled.has(id) && parent && typeof parent === 'object') {
    nulled.add(id);
    (parent as Record<PropertyKey, unknown>)[key] = null;
    changes.set(id, `${id} dropped (${why})`);
    return id;
  }
  // Not nullable: the parent goes, and its report replaces the child's.
  const reason = changes.get(id)?.replace(/^.*? dropped \((.*)\)$/, '$1') ?? why;
  changes.delete(id);
  return drop(root, parentPath, reason, nulled, changes);
}

/** Cuts at the last word boundary that fits, with an ellipsis, so a cut reads as one. */
function cut(text: string, max: number): string {
  if (max <= 1) return text.slice(0, max);
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max * 0.6 ? room.slice(0, space) : room).trimEnd()}…`;
}

function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function set(root: unknown, path: Path, value: unknown): void {
  const parent = at(root, path.slice(0, -1)) as Record<PropertyKey, unknown>;
  parent[path[path.length - 1]] = value;
}

/** The path as a person reads it, without the box: `images[3].alt`. */
function show(path: Path): string {
  return path.slice(1).map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('') || 'the value';
}

const isWithin = (path: Path, prefix: string) => {
  const id = show(path);
  return id === prefix || id.startsWith(`${prefix}.`) || id.startsWith(`${prefix}[`);
};

function comparePaths(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (a[i] as number) - (b[i] as number);
    return String(a[i]).localeCompare(String(b[i]));
  }
  return a.length - b.length;
}
