import { z } from 'zod';

const Variant = z.union([z.boolean(), z.literal('both')]);

/** Gmail clips a message above 102 KB; 2 MB leaves room for any real email and stops abuse. */
export const MAX_HTML_LENGTH = 2_000_000;

export const CreatePreviewRequest = z
  .object({
    html: z.string().min(1).max(MAX_HTML_LENGTH).optional().describe('The email HTML. Send this or `conversationId`.'),
    conversationId: z.string().min(1).max(100).optional().describe('A generated email (conv_…) to preview. Send this or `html`. A series shows its first email unless `position` says otherwise.'),
    position: z
      .union([z.number().int().min(1).max(7), z.literal('all')])
      .optional()
      .describe('With a series `conversationId`: the email to preview (1-based; default 1, the first), or "all" for every email of the series (each result says its `position`).'),
    devices: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(100)
      .optional()
      .describe('Device ids from GET /v1/emails/devices/supported. Default: ten popular devices.'),
    darkMode: Variant.default(false).describe('false: light only (default); true: dark mode only; "both": one shot of each.'),
    imagesOff: Variant.default(false).describe('false: images shown (default); true: images blocked, alt text shown; "both": one shot of each.'),
  })
  .superRefine((body, ctx) => {
    if ((body.html === undefined) === (body.conversationId === undefined)) {
      ctx.addIssue({ code: 'custom', path: body.html === undefined ? ['html'] : ['conversationId'], message: 'send exactly one of html or conversationId' });
    }
    if (body.position !== undefined && body.conversationId === undefined) ctx.addIssue({ code: 'custom', path: ['position'], message: 'picks an email of a series: send it with conversationId' });
  })
  .meta({ id: 'CreatePreviewRequest' });
export type CreatePreviewRequest = z.infer<typeof CreatePreviewRequest>;

export const PreviewStatus = z.enum(['pending', 'completed', 'failed']);

export const PreviewStarted = z
  .object({ previewId: z.string().describe('e.g. prev_01j…'), status: z.literal('pending') })
  .meta({ id: 'PreviewStarted' });

export const PreviewResult = z
  .object({
    position: z.number().int().min(1).describe('The email of the series this screenshot shows (1-based; 1 for a single email).'),
    deviceId: z.string(),
    deviceName: z.string(),
    client: z.string().describe('The emulated email client, e.g. "Outlook 365 (Windows)".'),
    darkMode: z.boolean(),
    imagesOff: z.boolean(),
    status: PreviewStatus.describe('This screenshot’s own status: one device failing fails only its row.'),
    imageUrl: z.string().nullable().describe('Full-page PNG. Signed and expiring (see expiresAt): usable in an <img> without the API key.'),
    thumbnailUrl: z.string().nullable().describe('PNG 320 px wide (at most 640 px tall, from the top), signed like imageUrl.'),
    width: z.number().int().nullable().describe('Width of the PNG in pixels: the viewport width × device scale factor, unless the email overflows.'),
    height: z.number().int().nullable().describe('Height of the PNG in pixels (the whole email).'),
    error: z.string().nullable(),
    expiresAt: z.string().nullable().describe('When imageUrl and thumbnailUrl stop working; fetch the preview again for fresh ones.'),
  })
  .meta({ id: 'PreviewResult' });
export type PreviewResult = z.infer<typeof PreviewResult>;

export const Preview = z
  .object({
    previewId: z.string(),
    status: PreviewStatus,
    stage: z.string().nullable().describe('queued, rendering, completed or failed.'),
    progress: z.number().min(0).max(1).describe('Share of screenshots finished (rendered or failed).'),
    error: z.string().optional(),
    errorCode: z.string().optional().describe('PREVIEW_FAILED when status is failed.'),
    conversationId: z.string().nullable(),
    sequence: z.string().optional().describe('A preview of a series: the kind of sequence.'),
    emails: z
      .array(z.object({ position: z.number().int(), role: z.string(), sendOffsetDays: z.number(), subject: z.string() }))
      .optional()
      .describe('A preview of a series: the emails it shows (the one `position` picked, or every one for "all"), with their place in the sequence.'),
    devices: z.array(z.string()),
    darkMode: Variant,
    imagesOff: Variant,
    results: z.array(PreviewResult).describe('One row per email shown × device × dark mode × images off, in request order.'),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'Preview' });
export type Preview = z.infer<typeof Preview>;

export const SupportedDevice = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['phone', 'tablet', 'desktop', 'webmail']),
    os: z.string(),
    client: z.string(),
    clientId: z.string(),
    emulates: z.string().describe('The caniemail client (family.platform) whose support data drives the emulation.'),
    viewport: z.object({ width: z.number().int(), height: z.number().int() }),
    deviceScaleFactor: z.number(),
    darkMode: z.boolean().describe('Whether the client changes an email in dark mode.'),
    darkModeBehaviour: z
      .enum(['none', 'custom', 'partial', 'full'])
      .describe('none: unchanged; custom: the email’s prefers-color-scheme styles apply; partial: light areas darkened; full: every colour inverted.'),
  })
  .meta({ id: 'SupportedDevice' });
export type SupportedDevice = z.infer<typeof SupportedDevice>;

export const ImageQuery = z.object({
  expires: z.coerce.number().int().positive().describe('Unix time (seconds) after which the URL stops working.'),
  signature: z.string().min(1).max(100),
});
