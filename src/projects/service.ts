import type { Owner } from '../store/owned';
import type { Environment } from '../accounts/permissions';
import { errors } from '../errors';
import type { Db } from '../store/db';
import { prepare } from '../store/prepared';
import type { ProjectsTable } from '../store/schema';
import type { Project } from './schema';


/** Reads and writes of projects, always scoped to one (account, environment). */
export class ProjectsService {
  // Project reads are the hottest authenticated read after status polls; see store/prepared.ts.
  private readonly findOne;

  constructor(private readonly db: Db) {
    this.findOne = prepare(
      db,
      (id: string, accountId: string, environment: string) =>
        db.selectFrom('projects').selectAll().where('id', '=', id).where('account_id', '=', accountId).where('environment', '=', environment),
      3,
    );
  }

  async list(owner: Owner, page: { limit: number; offset: number }): Promise<{ rows: Project[]; total: number }> {
    const base = this.db.selectFrom('projects').where('account_id', '=', owner.accountId).where('environment', '=', owner.environment);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toProject), total: Number(count.n) };
  }

  async get(owner: Owner, projectId: string): Promise<Project> {
    const [row] = await this.findOne(projectId, owner.accountId, owner.environment);
    if (!row) throw errors.notFound(`No project with id ${projectId}.`);
    return toProject(row);
  }
}

export function toProject(r: ProjectsTable): Project {
  return {
    projectId: r.id,
    name: r.name,
    urls: JSON.parse(r.urls),
    status: r.status as Project['status'],
    stage: r.stage,
    progress: Number(r.progress),
    ...(r.error ? { error: r.error } : {}),
    ...(r.error_code ? { errorCode: r.error_code } : {}),
    warnings: JSON.parse(r.warnings),
    brand: r.brand ? JSON.parse(r.brand) : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}
