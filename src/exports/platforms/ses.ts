/**
 * Amazon SES v2 — CreateEmailTemplate, signed with SigV4 by the AWS SDK. The SDK's HTTP goes
 * through safeFetch (a request handler below), so SES obeys the same address rules as every other
 * export. A template's name is its id: the name is derived from the export id, so a retry that
 * meets AlreadyExistsException (or finds it with GetEmailTemplate) adopts it.
 * Docs: https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_CreateEmailTemplate.html
 *       https://docs.aws.amazon.com/ses/latest/dg/send-personalized-email-api.html (Handlebars)
 *       https://docs.aws.amazon.com/ses/latest/dg/sending-email-subscription-management.html
 *       (`{{amazonSESUnsubscribeUrl}}`)
 */
import { Readable } from 'node:stream';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { lazy } from '../../lib/lazy';
import { z } from 'zod';
import { defineConnector, type MergeToken } from '../connector';
import { PlatformError, type PlatformHttp } from '../http';

const Credentials = z
  .object({
    accessKeyId: z.string().trim().regex(/^(AKIA|ASIA)[A-Z0-9]{12,}$/, 'an AWS access key id (AKIA… or ASIA…)'),
    secretAccessKey: z.string().trim().min(30, 'the AWS secret access key'),
    sessionToken: z.string().trim().min(20).optional(),
    region: z.string().trim().regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'an AWS region, e.g. eu-west-1'),
  })
  .strict();
type Credentials = z.infer<typeof Credentials>;

/** SES names allow letters, digits, `_` and `-` (64 at most); the export id (with a series email's position) makes it unique. */
export function sesTemplateName(name: string, exportId: string): string {
  const id = exportId.replace(/^exp_/, '');
  const slug = name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, Math.max(1, 63 - id.length)).replace(/-+$/, '') || 'brandmail';
  return `${slug}-${id}`;
}

const consoleUrl = (region: string, name: string) => `https://${region}.console.aws.amazon.com/ses/home?region=${region}#/email-templates/${encodeURIComponent(name)}`;

interface SdkRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query?: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** A smithy HttpHandler on top of PlatformHttp (so: safeFetch, retries, scrubbed errors). */
function handlerOver(http: PlatformHttp) {
  return {
    metadata: { handlerProtocol: 'http/1.1' },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
    destroy() {},
    async handle(request: SdkRequest) {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(request.query ?? {})) for (const one of Array.isArray(v) ? v : [v]) if (one !== null) query.append(k, one);
      const url = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}${query.size ? `?${query}` : ''}`;
      // The SDK reads error bodies itself, so every status comes back as a response; the 429/5xx
      // backoff of PlatformHttp still applies to reads (GetEmailTemplate) and 429s.
      const res = await http.request(request.method, url, {
        headers: request.headers,
        body: request.body,
        retry: request.method === 'GET' ? 'always' : 'unprocessed',
        accept: [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504],
      });
      return { response: { statusCode: res.status, reason: '', headers: res.headers, body: Readable.from([Buffer.from(res.text)]) } };
    },
  };
}

// AWS's SDK is ≈ 9 MB of memory: loaded with the first SES export only.
const sdk = lazy(() => import('@aws-sdk/client-sesv2'));

async function clientFor(c: Credentials, endpoint: string | undefined, http: PlatformHttp): Promise<SESv2Client> {
  const { SESv2Client } = await sdk();
  return new SESv2Client({
    region: c.region,
    endpoint,
    credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey, sessionToken: c.sessionToken },
    maxAttempts: 1, // PlatformHttp and ctx.once own retries (and their no-duplicate rules)
    requestHandler: handlerOver(http) as never,
  });
}

function mapSdkError(err: unknown, http: PlatformHttp): PlatformError {
  if (err instanceof PlatformError) return err;
  const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  const detail = http.scrub(e.message ?? String(err));
  if (status === 403 || e.name === 'UnrecognizedClientException' || e.name === 'InvalidSignatureException' || e.name === 'SignatureDoesNotMatch') {
    return new PlatformError(`Amazon SES rejected the access keys (${status ?? 403}): ${detail}`, { status });
  }
  if (status === 429 || e.name === 'TooManyRequestsException') return new PlatformError(`Amazon SES kept rate-limiting the export (429)`, { status: 429, retryable: true });
  if (status && status >= 500) return new PlatformError(`Amazon SES had a server error (${status}): ${detail}`, { status, retryable: true, ambiguous: true });
  return new PlatformError(`Amazon SES rejected the request (${status ?? e.name}): ${detail}`, { status });
}

export const ses = defineConnector({
  platform: 'ses',
  label: 'Amazon SES',
  docsUrl: 'https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_CreateEmailTemplate.html',
  credentialFields: Credentials,
  secretFields: ['secretAccessKey', 'sessionToken'],
  authNoun: 'access keys',
  defaultBaseUrl: (c) => `https://email.${c.region}.amazonaws.com`,
  mergeTag({ field, fallback }: MergeToken) {
    const text = fallback.replace(/[{}]/g, '');
    return text ? `{{#if ${field}}}{{${field}}}{{else}}${text}{{/if}}` : `{{${field}}}`;
  },
  unsubscribeTag: '{{amazonSESUnsubscribeUrl}}',

  async exportTemplate(ctx, email) {
    const c = ctx.credentials;
    const client = await clientFor(c, ctx.baseUrl, ctx.http);
    const { CreateEmailTemplateCommand, GetEmailTemplateCommand } = await sdk();
    const name = sesTemplateName(email.name, ctx.exportId);
    const exists = async () => {
      try {
        await client.send(new GetEmailTemplateCommand({ TemplateName: name }));
        return name;
      } catch (err) {
        if ((err as { name?: string }).name === 'NotFoundException') return undefined;
        throw mapSdkError(err, ctx.http);
      }
    };
    await ctx.once(
      'templateName',
      async () => {
        try {
          await client.send(
            new CreateEmailTemplateCommand({ TemplateName: name, TemplateContent: { Subject: email.subject, Html: email.html, Text: email.text } }),
          );
        } catch (err) {
          // The name is this export's own: if it exists, an earlier attempt created it.
          if ((err as { name?: string }).name !== 'AlreadyExistsException') throw mapSdkError(err, ctx.http);
        }
        return name;
      },
      exists,
    );
    client.destroy();
    return { externalId: name, externalUrl: consoleUrl(c.region, name) };
  },

  async findExisting(ctx, name) {
    const client = await clientFor(ctx.credentials, ctx.baseUrl, ctx.http);
    const { GetEmailTemplateCommand } = await sdk();
    const templateName = sesTemplateName(name, ctx.exportId);
    try {
      await client.send(new GetEmailTemplateCommand({ TemplateName: templateName }));
      return { externalId: templateName, externalUrl: consoleUrl(ctx.credentials.region, templateName) };
    } catch (err) {
      if ((err as { name?: string }).name === 'NotFoundException') return undefined;
      throw mapSdkError(err, ctx.http);
    } finally {
      client.destroy();
    }
  },
});
