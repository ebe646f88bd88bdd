import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002webhooks from './0002-webhooks';
import * as m0003brand from './0003-brand';

/** Ordered by name; append one line per new migration. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-webhooks': m0002webhooks,
  '0003-brand': m0003brand,
};
