import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/db';
import type { JobQueue } from '../jobs/queue';
import type { AccountsService } from '../accounts/service';
import type { ProjectsService } from '../projects/service';
import type { WebhooksService } from '../webhooks/service';
import type { BrandService } from '../brand/service';
import type { BlobStore } from '../store/blobs';
import type { ContactsService } from '../contacts/service';
import type { PreviewsService } from '../preview/service';
import type { ExportsService } from '../exports/service';
import type { TestSendsService } from '../test-sends/service';
import type { GenerationService } from '../generate/service';
import type { CheckPool } from '../lib/pool';

/**
 * Everything a route may call. Built once at start-up (src/server.ts) and handed to each routes
 * plugin; routes never open connections or construct services themselves.
 */
export interface AppContext {
  config: Config;
  logger: Logger;
  store: Store;
  queue: JobQueue;
  accounts: AccountsService;
  projects: ProjectsService;
  webhooks: WebhooksService;
  brand: BrandService;
  blobs: BlobStore;
  contacts: ContactsService;
  previews: PreviewsService;
  exports: ExportsService;
  testSends: TestSendsService;
  generation: GenerationService;
  /** Worker threads for CPU-heavy work: checks, renders of pasted documents, brand extraction. */
  pool: CheckPool;
}
