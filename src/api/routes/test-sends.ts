import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateTestSendRequest, TestSend, TestSendStarted } from '../../test-sends/schema';
import type { AppContext } from '../context';
import { envelope, errorResponses, IdParam } from '../schemas';

const tags = ['Test sends'];
const TestSendId = IdParam('testSendId', 'tsend_01jd…');

/** Test sends (issue #21): the email to up to 10 inboxes over the operator's SMTP server, and its per-recipient status. */
export const testSendsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/emails/test-sends',
    {
      config: { permission: 'emails:write' },
      schema: {
        tags,
        summary: 'Send the email to up to 10 test recipients over SMTP',
        description:
          'Starts an asynchronous test send: each recipient gets its own copy — the same MIME as the eml export (text and HTML parts), `From` the brand’s sender, merge tags filled with their fallbacks, `[Test]` before the subject, DKIM-signed when the server has BRANDMAIL_DKIM_* set. A `conversationId` that is a series sends its first email, or the one `position` picks, or with `position: "all"` every email in order; each copy’s subject says its place (`[Test] 2 of 3 · <subject>`), and each email × recipient has its own status (`recipients[].position`). Poll `GET /v1/emails/test-sends/{testSendId}` for each recipient’s status (accepted or rejected, with the SMTP server’s reply) or subscribe to the `email.test_send.completed` / `email.test_send.failed` webhook events. Without an SMTP server configured (BRANDMAIL_SMTP_URL) the answer is 409; past BRANDMAIL_TEST_SENDS_PER_HOUR recipients per hour, 429 with `Retry-After`.',
        body: CreateTestSendRequest,
        response: { 201: envelope(TestSendStarted), ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await ctx.testSends.start(req.auth, req.body) }),
  );

  app.get(
    '/v1/emails/test-sends/:testSendId',
    {
      config: { permission: 'emails:read' },
      schema: { tags, summary: 'Get a test send and each recipient’s status', params: TestSendId, response: { 200: envelope(TestSend), ...errorResponses } },
    },
    async (req) => ({ data: await ctx.testSends.get(req.auth, req.params.testSendId) }),
  );
};
