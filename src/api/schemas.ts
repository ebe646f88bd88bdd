import { z } from 'zod';

/** Shapes every route shares: the envelopes, pagination and the error body (DESIGN.md §4). */
export const PaginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size (1–100, default 20).'),
  offset: z.coerce.number().int().min(0).default(0).describe('Rows to skip (default 0).'),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export const Pagination = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
export const listEnvelope = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), pagination: Pagination });

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().describe('Machine-readable error code, e.g. INVALID_REQUEST.'),
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      requestId: z.string(),
    }),
  })
  .meta({ id: 'Error' });

/** Error responses listed on every authenticated route in the OpenAPI document. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
} as const;

export const IdParam = (name: string, example: string) =>
  z.object({ [name]: z.string().min(1).max(100).describe(`e.g. ${example}`) });

export function page<T>(rows: T[], total: number, q: PaginationQuery) {
  return { data: rows, pagination: { limit: q.limit, offset: q.offset, total, hasMore: q.offset + rows.length < total } };
}
