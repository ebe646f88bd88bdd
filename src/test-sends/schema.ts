/** API shapes of test sends, written once: validation, types and the OpenAPI document. */
import { z } from 'zod';

export const MAX_TEST_RECIPIENTS = 10;

export const CreateTestSendRequest = z
  .object({
    conversationId: z.string().min(1).max(100).optional().describe('Send the latest version of a generated email. A series sends its first email unless `position` says otherwise.'),
    position: z
      .union([z.number().int().min(1).max(7), z.literal('all')])
      .optional()
      .describe('With a series `conversationId`: the email to send (1-based; default 1, the first), or "all" for every email of the series, in order. Each copy\'s subject says its place: "[Test] 2 of 3 · <subject>".'),
    html: z.string().min(1).max(2_000_000).optional().describe('Or send this HTML (with subject).'),
    subject: z.string().trim().min(1).max(300).optional().describe('Required with html; overrides the email’s subject otherwise (of a series: of the one email `position` picks). "[Test] " is put before it.'),
    text: z.string().max(200_000).optional().describe('The plain-text part (default: derived from the email; of a series: only with one `position`).'),
    recipients: z
      .array(z.string().trim().min(3).max(320))
      .min(1)
      .max(MAX_TEST_RECIPIENTS)
      .describe(`Up to ${MAX_TEST_RECIPIENTS} addresses; each gets its own copy.`),
    from: z.string().trim().min(3).max(300).optional().describe('The From header, e.g. "Acme <news@acme.example>". Default: the brand’s sender (the brand kit’s name and contact address).'),
    projectId: z.string().min(1).max(100).optional().describe('With html: the project whose brand kit names the sender.'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.conversationId === !b.html) ctx.addIssue({ code: 'custom', path: ['conversationId'], message: 'send exactly one of conversationId and html' });
    if (b.html && !b.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'a subject is required with html' });
    if (b.position !== undefined && !b.conversationId) ctx.addIssue({ code: 'custom', path: ['position'], message: 'picks an email of a series: send it with conversationId' });
  })
  .meta({ id: 'CreateTestSendRequest' });
export type CreateTestSendRequest = z.infer<typeof CreateTestSendRequest>;

export const TestSendStarted = z
  .object({
    testSendId: z.string(),
    status: z.literal('pending'),
    recipients: z.number().int().describe('Distinct addresses.'),
    emails: z.number().int().describe('Emails each recipient gets: 1, or of a series with `position: "all"` every one.'),
  })
  .meta({ id: 'TestSendStarted' });

export const RecipientStatus = z
  .object({
    position: z.number().int().min(1).describe('The email of the series this copy is (1-based; 1 for a single email).'),
    address: z.string(),
    status: z.enum(['pending', 'accepted', 'rejected']).describe('accepted: the SMTP server took the message for this recipient; rejected: it refused it.'),
    response: z.string().nullable().describe('The SMTP server’s reply, e.g. "250 2.0.0 Ok: queued as 4F3…" or "550 5.1.1 No such user".'),
    messageId: z.string().nullable(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'TestSendRecipient' });
export type RecipientStatus = z.infer<typeof RecipientStatus>;

export const TestSendEmail = z
  .object({
    position: z.number().int(),
    role: z.string(),
    sendOffsetDays: z.number(),
    subject: z.string().describe('As sent: "[Test] 2 of 3 · <subject>".'),
  })
  .meta({ id: 'TestSendEmail' });
export type TestSendEmail = z.infer<typeof TestSendEmail>;

export const TestSend = z
  .object({
    testSendId: z.string().describe('e.g. tsend_01j…'),
    status: z.enum(['pending', 'completed', 'failed']).describe('completed: every recipient has an answer (accepted or rejected); failed: the SMTP server could not be used.'),
    stage: z.string().nullable(),
    subject: z.string().describe('The subject as sent (of a series: the first email sent).'),
    from: z.string(),
    recipients: z.array(RecipientStatus).describe('One row per email × address, email by email in series order (one email: one row per address).'),
    sequence: z.string().optional().describe('A test send of a series: the kind of sequence.'),
    emails: z.array(TestSendEmail).optional().describe('A test send of a series: the emails sent (the one `position` picked, or every one for "all"), with their place and subject.'),
    error: z.string().optional(),
    errorCode: z.string().optional().describe('TEST_SEND_FAILED when status is failed'),
    conversationId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'TestSend' });
export type TestSend = z.infer<typeof TestSend>;
