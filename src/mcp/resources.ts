/**
 * The MCP resources: what a client can attach as context without a tool call — each brand kit,
 * the recent emails, one email with its latest version (HTML, text and React source), and one
 * email of a series by its position.
 */
import type { Brandmail } from '@brandmail/sdk';
import { BrandmailError, type Brandmail as Client } from '@brandmail/sdk';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

/** How many projects or emails a resource list shows (the API's largest page). */
const LIST_LIMIT = 100;
const RECENT = 20;

function jsonContents(uri: URL, value: unknown) {
  return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] };
}

/** A template variable (the SDK's matcher gives string | string[]). */
function one(value: string | string[]): string {
  return Array.isArray(value) ? value[0] : value;
}

export function registerResources(server: McpServer, bm: Brandmail) {
  server.registerResource(
    'brand-kit',
    new ResourceTemplate('brandmail://projects/{projectId}/brand-kit', {
      list: async () => {
        const { data } = await bm.projects.list({ limit: LIST_LIMIT });
        return {
          resources: data.map((p) => ({
            uri: `brandmail://projects/${p.projectId}/brand-kit`,
            name: `${p.name} brand kit`,
            description: `${p.brand?.name ?? p.name}: logo, colours, fonts, tone and contact details (import ${p.status}).`,
            mimeType: 'application/json',
          })),
        };
      },
    }),
    { title: 'Brand kit', description: "A project's brand kit: logo, colours, fonts, tone, products and contact details.", mimeType: 'application/json' },
    async (uri, { projectId }) => {
      const project = await bm.projects.get(one(projectId));
      return jsonContents(uri, { projectId: project.projectId, name: project.name, status: project.status, brand: project.brand });
    },
  );

  server.registerResource(
    'recent-emails',
    'brandmail://emails/recent',
    { title: 'Recent emails', description: `The ${RECENT} most recently generated emails: conversation, project, subject, prompt.`, mimeType: 'application/json' },
    async (uri) => jsonContents(uri, (await bm.emails.list({ limit: RECENT })).data),
  );

  server.registerResource(
    'email',
    new ResourceTemplate('brandmail://emails/{conversationId}', {
      list: async () => {
        const { data } = await bm.emails.list({ limit: RECENT });
        return {
          resources: data.map((c) => ({
            uri: `brandmail://emails/${c.conversationId}`,
            name: c.subject ?? c.prompt,
            description: `Version ${c.latestVersion} (${c.status}) for ${c.projectId}: ${c.prompt}`,
            mimeType: 'application/json',
          })),
        };
      },
    }),
    { title: 'Email', description: 'One generated email: its conversation (prompts, versions) and the latest version’s subject, HTML, text and React source.', mimeType: 'application/json' },
    async (uri, { conversationId }) => {
      const id = one(conversationId);
      const [conversation, latest] = await Promise.all([bm.emails.get(id), bm.emails.status(id)]);
      return jsonContents(uri, { ...conversation, latest });
    },
  );

  server.registerResource(
    'series-email',
    new ResourceTemplate('brandmail://emails/{conversationId}/{position}', { list: undefined }),
    {
      title: 'Email of a series',
      description: 'One email of a generated series by its position (1 for a single email): its place (role, send offset in days), subject, preheader, HTML, text and React source.',
      mimeType: 'application/json',
    },
    async (uri, { conversationId, position }) => jsonContents(uri, await seriesEmail(bm, one(conversationId), Number(one(position)))),
  );
}

/** The latest version's email at `position`: a series' own, or position 1 of a single email. */
async function seriesEmail(bm: Client, conversationId: string, position: number) {
  const st = await bm.emails.status(conversationId);
  if (st.status !== 'completed') throw new BrandmailError({ code: 'CONFLICT', message: `Conversation ${conversationId} is ${st.status}: its emails can be read once it completes.`, status: 409 });
  const single = { position: 1, role: 'email', sendOffsetDays: 0, subject: st.subject, preheader: st.preheader, html: st.html, text: st.text, react: st.react };
  const email = st.emails?.length ? st.emails.find((e) => e.position === position) : position === 1 ? single : undefined;
  if (!email) throw new BrandmailError({ code: 'RESOURCE_NOT_FOUND', message: `Conversation ${conversationId} has ${st.emails?.length || 1} email(s); there is none at position ${position}.`, status: 404 });
  return { conversationId, version: st.version, sequence: st.sequence ?? null, count: st.emails?.length || 1, ...email };
}
