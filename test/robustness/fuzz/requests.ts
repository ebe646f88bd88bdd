import type { Rng } from './prng';

/**
 * Bad requests generated from the server's own OpenAPI document: every path and method it lists,
 * each request a plausible one with one (sometimes two) faults a hostile or broken client sends.
 */

type Schema = Record<string, any>;
type Spec = { paths: Record<string, Record<string, any>>; components?: { schemas?: Record<string, Schema> } };

export type Operation = {
  method: string;
  /** OpenAPI template, e.g. /v1/contacts/{contactId}. */
  path: string;
  params: string[];
  query: Array<{ name: string; schema: Schema }>;
  body?: Schema;
  contentTypes: string[];
  /** Methods the same path answers (a wrong one is a 405 fault). */
  pathMethods: string[];
  /**
   * Valid input here would start real outbound or heavy work (an import, a Chromium preview, an
   * export): the fuzzer only ever sends it a body that is invalid by construction.
   */
  mustRefuse: boolean;
};

export type FuzzRequest = {
  op: Operation;
  fault: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

/** Text no error may echo whole (the server clips echoed input to 100 characters). */
export const MARKER = `zz${'Q'.repeat(148)}`;
export const ECHO_PROBE = MARKER.slice(0, 101);

const MUST_REFUSE = [/^POST \/v1\/projects\/import$/, /^POST \/v1\/emails\/previews$/, /^POST \/v1\/export$/, /^POST \/v1\/export\/connections$/, /^POST \/v1\/projects\/emails\/generate$/, /^POST \/v1\/webhooks\/\{webhookId\}\/test$/];

export function operationsOf(spec: Spec): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    const pathMethods = Object.keys(methods).map((m) => m.toUpperCase());
    for (const [method, op] of Object.entries(methods)) {
      const parameters: Array<{ in: string; name: string; schema: Schema }> = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((t) => t.includes('json'));
      const m = method.toUpperCase();
      ops.push({
        method: m,
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: jsonType ? resolve(spec, content[jsonType].schema) : undefined,
        contentTypes: Object.keys(content),
        pathMethods,
        mustRefuse: MUST_REFUSE.some((re) => re.test(`${m} ${path}`)),
      });
    }
  }
  return ops;
}

function resolve(spec: Spec, s: Schema | undefined): Schema {
  let out = s ?? {};
  for (let i = 0; out.$ref && i < 20; i++) out = spec.components?.schemas?.[String(out.$ref).split('/').pop()!] ?? {};
  return out;
}

export class RequestGenerator {
  constructor(
    private readonly spec: Spec,
    private readonly rng: Rng,
    private readonly ids: { key: string; readOnlyKey: string; existing: Record<string, string[]> },
  ) {}

  /** A plausible value for `schema`; what a fault is then applied to. */
  sample(schema: Schema | undefined, depth = 0): unknown {
    const s = resolve(this.spec, schema);
    const r = this.rng;
    if (s.const !== undefined) return s.const;
    if (Array.isArray(s.enum)) return r.pick(s.enum);
    const options = s.anyOf ?? s.oneOf;
    if (Array.isArray(options)) return this.sample(r.pick(options), depth);
    if (Array.isArray(s.allOf)) return this.sample(s.allOf[0], depth);
    const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
    switch (type) {
      case 'string':
        if (s.format === 'uri' || /url/i.test(String(s.description ?? ''))) return 'http://127.0.0.1:9/fuzz';
        if (s.format === 'email') return `fuzz${r.int(0, 1e6)}@example.com`;
        if (s.format === 'date-time') return new Date(1_700_000_000_000).toISOString();
        return 'x'.repeat(Math.max(1, s.minLength ?? 1));
      case 'integer':
      case 'number':
        return s.minimum ?? 1;
      case 'boolean':
        return r.chance(0.5);
      case 'array':
        return depth > 3 ? [] : Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => this.sample(s.items, depth + 1));
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries<Schema>(s.properties ?? {})) {
          if ((s.required ?? []).includes(k) || (depth < 3 && r.chance(0.3))) out[k] = this.sample(v, depth + 1);
        }
        return out;
      }
      default:
        return 'x';
    }
  }

  next(ops: Operation[]): FuzzRequest {
    const r = this.rng;
    const op = r.pick(ops);
    const faults = this.faultsFor(op);
    const fault = r.pick(faults);
    const req: FuzzRequest = { op, fault, method: op.method, path: this.fillPath(op), headers: { authorization: `Bearer ${this.ids.key}` } };
    let body: unknown = op.body ? this.sample(op.body) : undefined;
    // Fresh keys only: a key shared by two concurrent requests could turn one into a 409 that a
    // retry then replays, which says nothing about the store.
    if (r.chance(0.1)) req.headers['idempotency-key'] = r.pick([`fuzz-${r.string(24)}`, ' ', 'é', MARKER.repeat(2)]);

    switch (fault) {
      case 'auth':
        req.headers.authorization = this.badAuthorization();
        if (req.headers.authorization === '') delete req.headers.authorization;
        break;
      case 'permission':
        req.headers.authorization = `Bearer ${this.ids.readOnlyKey}`;
        break;
      case 'id':
        req.path = this.fillPath(op, true);
        break;
      case 'query':
        req.path += this.badQuery(op);
        break;
      case 'method':
        req.method = r.pick(['PUT', 'PATCH', 'DELETE', 'POST', 'GET', 'OPTIONS'].filter((m) => !op.pathMethods.includes(m)));
        break;
      case 'bodyType':
        body = r.pick<unknown>([null, 0, -1.5, 'str', MARKER, [], [1, 2], true, [{}], 1e308]);
        break;
      case 'missing':
        body = this.dropFields(body);
        break;
      case 'extra':
        body = { ...(isObject(body) ? body : {}), [r.pick(['extra', MARKER, 'id', 'accountId', 'createdAt', 'constructor'])]: r.pick<unknown>([1, 'x', null, {}, MARKER]) };
        break;
      case 'fieldType':
        body = this.wrongFieldType(body, op.body);
        break;
      case 'huge':
        body = this.huge(body, op.body);
        break;
      default:
        break; // the raw faults below build their own body text
    }
    if (op.mustRefuse) body = this.poison(body, op.body);

    const text = body === undefined ? undefined : JSON.stringify(body);
    if (text !== undefined) {
      req.body = text;
      req.headers['content-type'] = 'application/json';
    }
    if (op.body || ['POST', 'PATCH', 'PUT'].includes(req.method)) this.rawFault(req, fault, text);
    return req;
  }

  private faultsFor(op: Operation): string[] {
    const f = ['auth', 'permission', 'method', 'query'];
    if (op.params.length > 0) f.push('id', 'id', 'id');
    if (op.body) f.push('bodyType', 'missing', 'extra', 'fieldType', 'fieldType', 'huge', 'deep', 'deep', 'nul', 'utf8', 'contentType', 'malformed', 'proto');
    else if (op.method !== 'GET' && op.method !== 'DELETE') f.push('contentType', 'malformed', 'deep');
    return f;
  }

  private fillPath(op: Operation, bad = false): string {
    const badParam = bad ? this.rng.pick(op.params) : undefined;
    return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (name === badParam) return this.badId();
      // A must-refuse route never gets a real id: with one, a body-less request could be valid.
      const existing = op.mustRefuse ? undefined : this.ids.existing[name];
      return existing && this.rng.chance(0.5) ? this.rng.pick(existing) : `${name.replace(/Id$/, '').slice(0, 4)}_${this.rng.string(26, '0123456789abcdefghjkmnpqrstvwxyz')}`;
    });
  }

  private badId(): string {
    const r = this.rng;
    return r.pick([
      () => encodeURIComponent(MARKER) + 'x'.repeat(r.int(0, 2000)),
      () => 'x'.repeat(r.pick([99, 100, 101, 120, 2000, 8000])),
      () => '..%2F..%2F..%2Fetc%2Fpasswd',
      () => '..',
      () => '%2e%2e',
      () => '%',
      () => '%E0%A4%A',
      () => '%FF%FE',
      () => '%C0%AF',
      () => '%00',
      () => "'%20OR%201%3D1--",
      () => '%F0%9F%92%A9',
      () => encodeURIComponent('ct_' + 'é'.repeat(30)),
      () => '-1',
      () => '1e309',
      () => 'null',
      () => r.string(r.int(1, 40), 'abc%/._~-:@!$&()*+,;='),
    ])();
  }

  private badQuery(op: Operation): string {
    const r = this.rng;
    const names = ['limit', 'offset', ...op.query.map((q) => q.name), 'unknown', MARKER];
    const values = ['-1', '0', '101', '1e309', 'NaN', 'abc', '', '1.5', '9007199254740993', '99999999999999999999', MARKER, '%00x', '%FF', '%', '[]', 'true', 'null', encodeURIComponent('é'.repeat(400))];
    const parts = Array.from({ length: r.int(1, 4) }, () => `${r.pick(names)}=${r.pick(values)}`);
    if (r.chance(0.2)) parts.push('limit=1', 'limit=2'); // repeated: becomes an array
    if (r.chance(0.1)) parts.push('offset[]=1', 'limit[a]=2');
    return `?${parts.join('&')}`;
  }

  private badAuthorization(): string {
    const r = this.rng;
    return r.pick([
      '',
      'Bearer',
      'Bearer ',
      'bearer ' + this.ids.key,
      'Bearer  ' + this.ids.key,
      'Basic dXNlcjpwYXNz',
      'Bearer bm_test_',
      'Bearer bm_live_' + r.string(40),
      'Bearer ' + this.ids.key.slice(0, -1),
      'Bearer ' + this.ids.key + 'x',
      'Bearer ' + MARKER.repeat(50),
      'Bearer ' + 'a'.repeat(7000),
      'Token ' + this.ids.key,
      this.ids.key,
      'Bearer "' + this.ids.key + '"',
      'Bearer bm_test_\u00e9\u00e8',
    ]);
  }

  private dropFields(body: unknown): unknown {
    if (!isObject(body)) return {};
    const keys = Object.keys(body);
    if (keys.length === 0 || this.rng.chance(0.3)) return {};
    const out = { ...body };
    delete out[this.rng.pick(keys)];
    return out;
  }

  /** A value of the wrong type for one declared field (nested fields included). */
  private wrongFieldType(body: unknown, schema: Schema | undefined): unknown {
    const s = resolve(this.spec, schema);
    const props = Object.entries<Schema>(s.properties ?? {});
    if (!isObject(body) || props.length === 0) return [body];
    const [key, prop] = this.rng.pick(props);
    const p = resolve(this.spec, prop);
    const out: Record<string, unknown> = { ...body };
    if (p.type === 'object' && this.rng.chance(0.5)) out[key] = this.wrongFieldType(this.sample(p), p);
    else out[key] = wrongOf(p, this.rng);
    return out;
  }

  private huge(body: unknown, schema: Schema | undefined): unknown {
    const s = resolve(this.spec, schema);
    const props = Object.entries<Schema>(s.properties ?? {});
    const out: Record<string, unknown> = isObject(body) ? { ...body } : {};
    const [key, prop] = props.length ? this.rng.pick(props) : [MARKER, {}];
    const p = resolve(this.spec, prop);
    const max = Math.min(typeof p.maxLength === 'number' ? p.maxLength + 1 + this.rng.int(0, 10) : 70_000, 2_100_000);
    out[key] = this.rng.pick<unknown>([
      MARKER + 'A'.repeat(max),
      Array.from({ length: (p.maxItems ?? 1000) + 1 }, (_, i) => i),
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
      1e308,
      -9007199254740993,
    ]);
    return out;
  }

  /** Keeps a must-refuse route's body invalid whatever the fault did: a declared field of the wrong type. */
  private poison(body: unknown, schema: Schema | undefined): unknown {
    if (!isObject(body)) return body === undefined ? [] : body;
    const s = resolve(this.spec, schema);
    const typed = Object.entries<Schema>(s.properties ?? {}).filter(([, v]) => resolve(this.spec, v).type || resolve(this.spec, v).anyOf);
    if (typed.length === 0) return [body];
    const [key, prop] = this.rng.pick(typed);
    // An object can pass for a lenient object field, and a string for a string: never both.
    return { ...body, [key]: resolve(this.spec, prop).type === 'object' ? MARKER : { poisoned: 1 } };
  }

  /** Faults that need control of the bytes on the wire. */
  private rawFault(req: FuzzRequest, fault: string, text: string | undefined) {
    const r = this.rng;
    const base = text ?? '{}';
    switch (fault) {
      case 'deep': {
        const depth = r.pick([65, 100, 1000, 5000, 20_000]);
        const [open, close] = r.pick([['[', ']'], ['{"a":', '}'], ['[{"a":', '}]']]);
        const deep = open.repeat(depth) + '1' + close.repeat(depth);
        req.body = r.chance(0.5) ? deep : base.replace(/^\{/, `{"attributes":${deep},"nested":${deep},`).replace(/,\}$/, '}');
        req.headers['content-type'] = 'application/json';
        break;
      }
      case 'nul':
        req.body = r.chance(0.5) ? base.replace(/"x+"|"([^"\\]*)"/, (m) => m.slice(0, -1) + '\\u0000"') : Buffer.concat([Buffer.from(base.slice(0, 1)), Buffer.from([0]), Buffer.from(base.slice(1))]);
        req.headers['content-type'] = 'application/json';
        break;
      case 'utf8': {
        const bytes = Buffer.from(base);
        const at = Math.max(1, bytes.indexOf(0x22, 1) + 1);
        const junk = Buffer.from(r.pick([[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf]]));
        req.body = Buffer.concat([bytes.subarray(0, at), junk, bytes.subarray(at)]);
        req.headers['content-type'] = 'application/json';
        break;
      }
      case 'contentType':
        req.body = text ?? MARKER;
        req.headers['content-type'] = r.pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          'a/b/c',
          'application/json; charset=latin1',
          'application/jsonx',
          'text/csv',
          ';;;',
        ]);
        if (r.chance(0.15)) delete req.headers['content-type'];
        break;
      case 'malformed':
        req.body = r.pick([
          base.slice(0, Math.max(1, base.length - 1)),
          base + 'garbage',
          base.replace(/"/g, "'"),
          '{"a": NaN}',
          '{"a": 1,}',
          '/* c */' + base,
          '\ufeff' + base,
          `{"${MARKER}": ` ,
          '{"a":1,"a":2}',
          '[' .repeat(3),
          '"' + MARKER,
          'nul',
          ' ',
        ]);
        req.headers['content-type'] = 'application/json';
        break;
      case 'proto':
        req.body = base.replace(/^\{/, r.pick(['{"__proto__":{"admin":true},', '{"constructor":{"prototype":{"x":1}},', '{"__proto__":null,']).replace(/,\}$/, '}'));
        req.headers['content-type'] = 'application/json';
        break;
    }
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function wrongOf(p: Schema, r: Rng): unknown {
  const type = Array.isArray(p.type) ? p.type.find((t: string) => t !== 'null') : p.type;
  if (type === 'string' || p.enum || p.const !== undefined) return r.pick<unknown>([{}, 12345, [MARKER], true]);
  if (type === 'number' || type === 'integer') return r.pick<unknown>(['12', {}, [1], 'NaN', MARKER]);
  if (type === 'boolean') return r.pick<unknown>(['true', 1, {}, [false]]);
  if (type === 'array') return r.pick<unknown>([MARKER, 5, { 0: 'a' }]);
  if (type === 'object') return r.pick<unknown>([MARKER, 5, [1, 2]]);
  return r.pick<unknown>([MARKER, 7]);
}
