import { z } from 'zod';
import { BrandKit } from '../brand/schema';

/** Job status values are exactly the contract's; finer progress lives in `stage` and `progress`. */
export const JobStatus = z.enum(['pending', 'completed', 'failed']);

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
