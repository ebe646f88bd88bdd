import { monotonicFactory } from 'ulid';

/** Resource id prefixes (DESIGN.md §4): a prefix tells a human what an id is at a glance. */
export const IdPrefix = {
  account: 'acct',
  project: 'prj',
  conversation: 'conv',
  preview: 'prev',
  export: 'exp',
  testSend: 'tsend',
  contact: 'ct',
  webhook: 'whk',
  event: 'evt',
  delivery: 'dlv',
  key: 'key',
  job: 'job',
  connection: 'conn',
  message: 'msg',
  blob: 'blob',
  request: 'req',
} as const;

export type IdKind = keyof typeof IdPrefix;

// Monotonic so ids created in the same millisecond still sort in creation order.
const ulid = monotonicFactory();

export function newId(kind: IdKind): string {
  return `${IdPrefix[kind]}_${ulid().toLowerCase()}`;
}

export function hasPrefix(id: string, kind: IdKind): boolean {
  return id.startsWith(`${IdPrefix[kind]}_`);
}
