/**
 * Generation's tables (email_conversations, email_messages, email_versions): the reads other
 * capabilities need go through GenerationService, never through these tables.
 */
import { BrandKit } from '../brand/schema';
import type { EmailDocument } from '../email';
import { errors } from '../errors';
import type { Db } from '../store/db';
import type { Owner } from '../store/owned';

/** The latest version of a conversation's email: what validation, previews and exports work on. */
export interface LatestEmail {
  conversationId: string;
  /** The project (brand) the email was written for. */
  projectId: string;
  version: number;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  react: string;
  document: EmailDocument;
  /** The conversation's first prompt and when it started: the brief a facts check holds the email to. */
  prompt: string;
  startedAt: string;
  /** The brand's own words (project, brand and product names): never spelling mistakes. */
  brandWords: string[];
}

/**
 * The latest completed version of a conversation, for validation, previews and exports:
 * `{ conversationId, version, subject, preheader, html, text, react, document }`. Throws
 * RESOURCE_NOT_FOUND (404) when the conversation does not exist for this owner or has no
 * completed version yet.
 */
export async function latestEmail(db: Db, owner: Owner, conversationId: string): Promise<LatestEmail> {
  const row = await db
    .selectFrom('email_conversations as c')
    .innerJoin('email_versions as v', (join) => join.onRef('v.conversation_id', '=', 'c.id').onRef('v.version', '=', 'c.latest_version'))
    .select(['c.id', 'c.project_id', 'c.created_at', 'v.version', 'v.subject', 'v.preheader', 'v.html', 'v.text', 'v.react', 'v.document'])
    .select((eb) => eb.selectFrom('email_messages as m').select('m.prompt').whereRef('m.conversation_id', '=', 'c.id').orderBy('m.seq').limit(1).as('prompt'))
    .leftJoin('projects as p', 'p.id', 'c.project_id')
    .select(['p.name as project_name', 'p.brand as project_brand'])
    .where('c.id', '=', conversationId)
    .where('c.account_id', '=', owner.accountId)
    .where('c.environment', '=', owner.environment)
    .executeTakeFirst();
  if (!row) throw errors.notFound(`No generated email with conversation id ${conversationId} (unknown, or no version has completed yet).`);
  return {
    conversationId: row.id,
    projectId: row.project_id,
    version: Number(row.version),
    subject: row.subject,
    preheader: row.preheader,
    html: row.html,
    text: row.text,
    react: row.react,
    document: JSON.parse(row.document) as EmailDocument,
    prompt: row.prompt ?? '',
    startedAt: new Date(row.created_at).toISOString(),
    brandWords: brandWordsOf(row.project_name, row.project_brand),
  };
}

/** The project's name, the kit's name and its products' names, as validation's spelling takes them. */
function brandWordsOf(projectName: string | null, brandJson: string | null): string[] {
  const kit = brandJson ? BrandKit.safeParse(JSON.parse(brandJson)) : undefined;
  return [projectName, kit?.success ? kit.data.name : null, ...(kit?.success ? kit.data.products.map((p) => p.name) : [])].filter((w): w is string => !!w);
}
