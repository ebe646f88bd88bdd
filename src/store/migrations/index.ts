import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002webhooks from './0002-webhooks';
import * as m0003brand from './0003-brand';
import * as m0004contacts from './0004-contacts';
import * as m0005exports from './0005-exports';
import * as m0006previews from './0006-previews';
import * as m0007generation from './0007-generation';
import * as m0008testSends from './0008-test-sends';
import * as m0009generationSeries from './0009-generation-series';
import * as m0010previewSeries from './0010-preview-series';

/** Ordered by name; append one line per new migration. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-webhooks': m0002webhooks,
  '0003-brand': m0003brand,
  '0004-contacts': m0004contacts,
  '0005-exports': m0005exports,
  '0006-previews': m0006previews,
  '0007-generation': m0007generation,
  '0008-test-sends': m0008testSends,
  '0009-generation-series': m0009generationSeries,
  '0010-preview-series': m0010previewSeries,
};
