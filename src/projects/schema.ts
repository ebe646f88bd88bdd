import { z } from 'zod';
import { BrandKit, BrandKitPatch } from '../brand/schema';
import { SearchText } from '../lib/search';

/** Job status values are exactly the contract's; finer progress lives in `stage` and `progress`. */
export const JobStatus = z.enum(['pending', 'completed', 'failed']);

/** The longest name a project (brand) may have; a search of names takes as much. */
export const PROJECT_NAME_MAX = 200;

export const Project = z
  .object({
    projectId: z.string().describe('e.g. prj_01j…'),
    name: z.string(),
    urls: z.array(z.string()),
    status: JobStatus,
    stage: z.string().nullable(),
    progress: z.number().min(0).max(1),
    error: z.string().optional(),
    errorCode: z.string().optional(),
    warnings: z.array(z.string()),
    brand: BrandKit.nullable().describe('The brand kit; null until the first import completes.'),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof Project>;

const HttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

export const ImportRequest = z
  .object({
    urls: z.array(HttpUrl).min(1).max(10).describe("1–10 http(s) URLs of the brand's website; the first one leads"),
    name: z.string().trim().min(1).max(PROJECT_NAME_MAX).describe('Display name of the brand'),
  })
  .strict()
  .meta({ id: 'ImportRequest' });
export type ImportRequest = z.infer<typeof ImportRequest>;

/** Filters of `GET /v1/projects`, beside limit and offset. */
export const ProjectFilter = z.object({
  search: SearchText(PROJECT_NAME_MAX, `Only projects whose name holds this text anywhere (ignoring case and accents in every alphabet: "ecole" finds "ÉCOLE"; 1–${PROJECT_NAME_MAX} characters, as a name).`).optional(),
  status: JobStatus.optional().describe(
    'Only projects whose import is in this state: `completed` (a brand kit emails can be generated with), `pending` (importing, or importing again) or `failed`.',
  ),
});
export type ProjectFilter = z.infer<typeof ProjectFilter>;

export const ImportStarted = z.object({ projectId: z.string(), status: z.literal('pending') }).meta({ id: 'ImportStarted' });

export const ImportStatus = z
  .object({
    projectId: z.string(),
    status: z.enum(['pending', 'completed', 'failed']),
    stage: z.string().nullable().describe('queued, fetching, extracting, processing-images, completed, failed'),
    progress: z.number().min(0).max(1),
    error: z.string().optional().describe('Which URL failed and why (DNS, timeout, HTTP 404, not HTML, blocked address)'),
    errorCode: z.string().optional().describe('IMPORT_FAILED when status is failed'),
    warnings: z.array(z.string()).describe('Partial problems of a completed import'),
    pages: z
      .array(z.object({ url: z.string(), status: z.enum(['fetched', 'rendered', 'failed', 'skipped']), error: z.string().optional() }))
      .describe('Pages and stylesheets the last run read; status rendered = read through Chromium'),
  })
  .meta({ id: 'ImportStatus' });
export type ImportStatus = z.infer<typeof ImportStatus>;

/** What `reset` may name: each part of the kit a PATCH corrects, and each field of those that are objects (`fonts.heading`). */
function correctionPaths(): [string, ...string[]] {
  const paths: string[] = [];
  for (const [key, field] of Object.entries(BrandKitPatch.shape)) {
    paths.push(key);
    let inner: z.ZodType = field;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
    if (inner instanceof z.ZodObject) paths.push(...Object.keys(inner.shape).map((k) => `${key}.${k}`));
  }
  return paths as [string, ...string[]];
}

export const ProjectPatch = z
  .object({
    name: z.string().trim().min(1).max(PROJECT_NAME_MAX).optional(),
    brand: BrandKitPatch.optional(),
    reset: z
      .array(z.enum(correctionPaths()))
      .max(50)
      .optional()
      .describe('Corrections to undo, so what the import found shows again (e.g. `fonts.heading`, `logo`, `colors`). Applied before `brand`; naming a part that was never corrected changes nothing.'),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.brand !== undefined || v.reset !== undefined, 'send name, brand or reset')
  .meta({ id: 'ProjectPatch' });
export type ProjectPatch = z.infer<typeof ProjectPatch>;

/** PUT /v1/projects/{id}/logo's body limit: a logo is kilobytes; a photo-sized PNG is a few megabytes. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const LogoUploadQuery = z
  .object({
    variant: z.enum(['light', 'dark']).optional().describe('light: a light mark meant for dark backgrounds; dark: for light backgrounds (default: read from the pixels)'),
  })
  .strict();
