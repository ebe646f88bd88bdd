/**
 * Amazon SES v2 CreateEmailTemplate / GetEmailTemplate (REST-JSON), as
 * https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_CreateEmailTemplate.html describes
 * them. The stand-in checks a SigV4 Authorization header for this key id, region and service
 * (not the signature itself) and answers errors with `x-amzn-errortype`, as SES does.
 */
import { check, startStandin, type StandinRequest, type StandinReply } from './server';

export const sesCredentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'eu-west-1' };
const error = (status: number, type: string, message: string): StandinReply => ({ status, headers: { 'x-amzn-errortype': type, 'content-type': 'application/json' }, json: { message } });
const SIGV4 = new RegExp(`^AWS4-HMAC-SHA256 Credential=${sesCredentials.accessKeyId}/\\d{8}/${sesCredentials.region}/ses/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`);

export async function sesStandin() {
  const templates = new Map<string, { TemplateName: string; TemplateContent: { Subject?: string; Html?: string; Text?: string } }>();
  const guard = (req: StandinRequest) =>
    (req.headers.authorization ? undefined : error(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token')) ??
    check.header(req, 'authorization', SIGV4, error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')) ??
    check.header(req, 'x-amz-date', /^\d{8}T\d{6}Z$/, error(403, 'IncompleteSignatureException', 'x-amz-date is required.'));
  const standin = await startStandin([
    [
      'POST',
      '/v2/email/templates',
      (req) => {
        const denied = guard(req) ?? check.contentType(req, 'application/json', error(400, 'BadRequestException', 'Content-Type must be application/json'));
        if (denied) return denied;
        const missing = check.missing(req.json, ['TemplateName', 'TemplateContent']);
        if (missing) return error(400, 'BadRequestException', `${missing} is required`);
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(req.json.TemplateName)) return error(400, 'BadRequestException', 'Invalid template name');
        if (templates.has(req.json.TemplateName)) return error(400, 'AlreadyExistsException', `Template ${req.json.TemplateName} already exists.`);
        templates.set(req.json.TemplateName, { TemplateName: req.json.TemplateName, TemplateContent: req.json.TemplateContent });
        return { status: 200, json: {} };
      },
    ],
    ['GET', '/v2/email/templates/:name', (req) => guard(req) ?? (templates.has(req.params.name) ? { status: 200, json: templates.get(req.params.name) } : error(404, 'NotFoundException', `Template ${req.params.name} does not exist.`))],
  ]);
  return Object.assign(standin, { templates });
}

export const sesProbes = [
  { what: 'no Authorization header', method: 'POST', path: '/v2/email/templates', headers: {}, json: { TemplateName: 'x', TemplateContent: { Subject: 'x' } } },
  { what: 'a non-SigV4 Authorization header', method: 'POST', path: '/v2/email/templates', headers: { authorization: `Bearer ${sesCredentials.secretAccessKey}`, 'x-amz-date': '20260101T000000Z' }, json: { TemplateName: 'x', TemplateContent: { Subject: 'x' } } },
];
