/**
 * Which methods a concrete path answers to, so a known path with the wrong method gets 405 with
 * an `Allow` header (RFC 9110 §15.5.6) instead of a 404 that suggests the path does not exist.
 * Fastify's router only answers "no route for this method", hence this small table of its routes.
 */
export class AllowedMethods {
  private readonly routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(methods: string | string[], url: string): void {
    let set = this.byUrl.get(url);
    if (!set) {
      set = new Set();
      this.byUrl.set(url, set);
      this.routes.push({ pattern: patternOf(url), methods: set });
    }
    for (const m of Array.isArray(methods) ? methods : [methods]) set.add(m.toUpperCase());
    if (set.has('GET')) set.add('HEAD');
  }

  /** Methods some route answers on `path` (no query string); empty when no route matches it. */
  for(path: string): string[] {
    const out = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(path)) for (const m of r.methods) out.add(m);
    return [...out].sort();
  }
}

/** `/v1/projects/:projectId` → a regex matching one non-empty segment per parameter. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
