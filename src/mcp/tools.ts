/**
 * The MCP tools: each one call (or one start-and-wait) of the SDK. Every input schema is the API's
 * own zod request schema — the one its route validates with and OpenAPI documents — so a tool's
 * JSON schema, the REST contract and the SDK's types cannot drift apart. Jobs (import, generate,
 * refine, preview, export) are waited for, because a model calling a tool wants the result; a
 * restore is done at once.
 */
import type { Brandmail, GenerationStatus } from '@brandmail/sdk';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { IdParam, PaginationQuery } from '../api/schemas';
import { ImportRequest } from '../projects/schema';
import { ContactFilter, CreateContactRequest } from '../contacts/schema';
import { CreateExportRequest } from '../exports/schema';
import { GenerateRequest, RefineRequest, RestoreVersionRequest } from '../generate/schema';
import { CreatePreviewRequest } from '../preview/schema';
import { CreateTestSendRequest } from '../test-sends/schema';
import { ValidateRequest } from '../validate/schema';
import { answer, json, waitOptions } from './result';

/**
 * A request schema as a tool's input: an object with the same fields and their rules, without
 * the schema's OpenAPI id (with it the JSON schema is a bare `$ref`, and MCP wants an object at
 * the root) and without its cross-field refinements ("html or conversationId"), which JSON Schema
 * cannot state: the API still applies them, and its 400 comes back as a tool error naming the field.
 */
function toolInput<Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape>) {
  const copy = z.object(schema.shape);
  const rest = schema.def.catchall;
  return rest ? copy.catchall(rest) : copy;
}

/** Read-only tools: a client may call them without asking the user. */
const READ = { readOnlyHint: true, openWorldHint: false } as const;

/**
 * The email as a model uses it; the React source (large) is in the email's resource. A series
 * lists every email's place, subject, preheader and text, and the resource holding its HTML and
 * React source (`brandmail://emails/{conversationId}/{position}`): seven emails' HTML inline
 * would crowd the model's context for no gain.
 */
function emailResult({ react: _react, emails, ...email }: GenerationStatus) {
  return {
    ...email,
    resource: `brandmail://emails/${email.conversationId}`,
    ...(emails?.length
      ? {
          emails: emails.map(({ position, role, sendOffsetDays, subject, preheader, text }) => ({
            position,
            role,
            sendOffsetDays,
            subject,
            preheader,
            text,
            resource: emailResource(email.conversationId, position),
          })),
          series: `${emails.length} emails; html above is the first one's. Read an email's resource for its HTML and React source; validate_email, preview_email, export_email and send_test_email take its position.`,
        }
      : {}),
  };
}

/** One email of a series, with its HTML and React source (src/mcp/resources.ts). */
const emailResource = (conversationId: string, position: number) => `brandmail://emails/${conversationId}/${position}`;

export function registerTools(server: McpServer, bm: Brandmail) {
  server.registerTool(
    'import_brand',
    {
      title: 'Import a brand',
      description:
        "Import a brand from its website (logo, colours, fonts, tone, contact details) and wait for its brand kit. Returns the project; its projectId is what generate_email needs. Takes from a few seconds to a minute.",
      inputSchema: toolInput(ImportRequest),
      annotations: { openWorldHint: true },
    },
    (args, extra) => answer(async () => json(await bm.projects.importAndWait(args, waitOptions(extra)))),
  );

  server.registerTool(
    'get_import_status',
    {
      title: 'Brand import status',
      description: "A brand import's status: pending, completed or failed, its stage and progress, the pages read and any warnings.",
      inputSchema: IdParam('projectId', 'prj_01j…'),
      annotations: READ,
    },
    (args) => answer(async () => json(await bm.projects.status(args.projectId))),
  );

  server.registerTool(
    'list_projects',
    {
      title: 'List brands',
      description: 'The imported brands (projects), newest first, with their brand kits.',
      inputSchema: PaginationQuery,
      annotations: READ,
    },
    (args) => answer(async () => json(await bm.projects.list(args))),
  );

  server.registerTool(
    'generate_email',
    {
      title: 'Generate an email',
      description:
        'Write an on-brand email for a project from a prompt (what it is for and the facts it must carry) and wait for it. With count 2–7 (or a prompt asking for "a 3-email welcome series") it writes a series: every email’s place (position, role, send offset in days), subject, preheader and text, and the resource holding its HTML. Returns the subject, preheader, HTML, plain text and the conversationId that refine_email, validate_email, preview_email, export_email and send_test_email take.',
      inputSchema: toolInput(GenerateRequest),
    },
    (args, extra) => answer(async () => json(emailResult(await bm.emails.generateAndWait(args, waitOptions(extra))))),
  );

  server.registerTool(
    'refine_email',
    {
      title: 'Refine an email',
      description: 'Change a generated email with a follow-up prompt ("shorter", "add the code SUN20", "in French") and wait for the new version.',
      inputSchema: RefineRequest.extend({ conversationId: z.string().min(1).max(100).describe('The email to change (conv_…).') }),
      annotations: { idempotentHint: false },
    },
    ({ conversationId, ...params }, extra) =>
      answer(async () => json(emailResult(await bm.emails.refineAndWait(conversationId, params, waitOptions(extra))))),
  );

  server.registerTool(
    'restore_email_version',
    {
      title: 'Restore an email version',
      description:
        'Make an earlier version of a generated email the latest again: a copy of it becomes a new version (every version is kept; a series is restored whole), which validate_email, preview_email, export_email and send_test_email then use. Done at once. Returns the email like generate_email, with its new version and restoredFrom; the email’s resource lists the versions.',
      inputSchema: RestoreVersionRequest,
      annotations: { idempotentHint: false, openWorldHint: false },
    },
    ({ conversationId, version }) => answer(async () => json(emailResult(await bm.emails.restore(conversationId, version)))),
  );

  server.registerTool(
    'get_generation_status',
    {
      title: 'Generation status',
      description: "A generation's status (pending, completed, failed), its stage and progress; once completed, the latest version's subject and HTML (of a series, every email's place, subject and resource).",
      inputSchema: IdParam('conversationId', 'conv_01j…'),
      annotations: READ,
    },
    (args) => answer(async () => json(emailResult(await bm.emails.status(args.conversationId)))),
  );

  server.registerTool(
    'validate_email',
    {
      title: 'Check an email',
      description:
        'Run every check on an email (give html or a conversationId): client compatibility, links, spelling and grammar, deliverability, accessibility, and with a brief its facts. A series is checked whole (each email’s result, the facts across all of them) unless position picks one email. Returns a score out of 100 and each issue with where it is and how to fix it.',
      inputSchema: toolInput(ValidateRequest),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) => answer(async () => json(await bm.validate.all(args))),
  );

  server.registerTool(
    'preview_email',
    {
      title: 'Screenshot an email',
      description:
        'Screenshot an email (html or a conversationId) as devices and email clients show it, light or dark, images on or off, and wait. A series shows its first email unless position is another or "all". Returns one row per shot with a signed PNG URL (and the email’s position).',
      inputSchema: toolInput(CreatePreviewRequest),
    },
    (args, extra) => answer(async () => json(await bm.previews.createAndWait(args, waitOptions(extra)))),
  );

  server.registerTool(
    'list_preview_devices',
    { title: 'Preview devices', description: 'The device ids preview_email accepts, with their email client.', annotations: READ },
    () => answer(async () => json(await bm.previews.devices())),
  );

  server.registerTool(
    'export_email',
    {
      title: 'Export an email',
      description:
        'Export an email (a conversationId or html) to a marketing platform (with credentials or a saved connectionId) or as a file (html, zip, eml, pdf), and wait. A series goes as one template per email (or one zip with a manifest) unless position picks one email. Returns the export with its result (template id, or a download URL for files).',
      inputSchema: toolInput(CreateExportRequest),
      annotations: { openWorldHint: true },
    },
    (args, extra) => answer(async () => json(await bm.exports.createAndWait(args, waitOptions(extra)))),
  );

  server.registerTool(
    'send_test_email',
    {
      title: 'Send a test email',
      description:
        'Send an email (a conversationId, or html with a subject) to up to 10 test inboxes over the server’s SMTP server, "[Test]" before the subject, and wait. A series sends its first email unless position is another or "all" (every email in order, each subject saying "[Test] 2 of 3 · …"). Returns each recipient’s SMTP reply (accepted or rejected) per email.',
      inputSchema: toolInput(CreateTestSendRequest),
      annotations: { openWorldHint: true, idempotentHint: false },
    },
    (args, extra) => answer(async () => json(await bm.testSends.createAndWait(args, waitOptions(extra)))),
  );

  server.registerTool(
    'add_contact',
    {
      title: 'Add a contact',
      description: 'Add one contact (email, names, tags, attributes, language, country; status defaults to subscribed).',
      inputSchema: toolInput(CreateContactRequest),
    },
    (args) => answer(async () => json(await bm.contacts.create(args))),
  );

  server.registerTool(
    'list_contacts',
    {
      title: 'List contacts',
      description: 'Contacts, filtered by status, tag, a name or email prefix, or creation time; one page at a time.',
      inputSchema: ContactFilter.extend(PaginationQuery.shape),
      annotations: READ,
    },
    (args) => answer(async () => json(await bm.contacts.list(args))),
  );
}

