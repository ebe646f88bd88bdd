import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/helpers/server';
import { BrandmailError, type ImportStatus } from '../src';
import { client, startFaultProxy, startServer, startSite, type Site } from './helpers';

describe('SDK projects: import helpers poll the status endpoint', () => {
  let s: TestServer;
  let site: Site;
  beforeAll(async () => {
    s = await startServer();
    site = await startSite('Acme Widgets');
  });
  afterAll(async () => {
    site?.release();
    await site?.close();
    await s?.close();
  });

  it('importAndWait resolves to the imported project, reporting progress on the way', async () => {
    const bm = client(s);
    const seen: ImportStatus[] = [];
    const project = await bm.projects.importAndWait(
      { urls: [site.url], name: 'Acme' },
      { pollInterval: 50, onProgress: (st) => seen.push(st) },
    );
    expect(project).toMatchObject({ projectId: expect.stringMatching(/^prj_/), name: 'Acme', status: 'completed' });
    expect(project.brand?.colors.primary).toBe('#1d4ed8');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toMatchObject({ projectId: project.projectId, status: 'completed', progress: 1 });
    expect(seen.every((st) => st.projectId === project.projectId)).toBe(true);

    expect(await bm.projects.get(project.projectId)).toEqual(project);
    const listed = await bm.projects.list({ limit: 1 });
    expect(listed.data[0].projectId).toBe(project.projectId);
    // Found by a part of its name, whatever its case (GET /v1/projects?search=).
    expect((await bm.projects.list({ search: 'ACM' })).data.map((p) => p.projectId)).toEqual([project.projectId]);
    expect((await bm.projects.list({ search: 'zz-no-such-brand' })).pagination.total).toBe(0);
    const renamed = await bm.projects.update(project.projectId, { name: 'Acme Inc.', brand: { colors: { accent: '#f59e0b' } } });
    expect(renamed).toMatchObject({ name: 'Acme Inc.' });
    expect(renamed.brand?.colors.accent).toBe('#f59e0b');
    const again = await bm.projects.reimportAndWait(project.projectId, { pollInterval: 50 });
    expect(again.brand?.colors.accent).toBe('#f59e0b');
    expect(await bm.projects.delete(project.projectId)).toEqual({ projectId: project.projectId, deleted: true });
    await expect(bm.projects.get(project.projectId)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });

  it('uploadLogo sends the file and resolves to the project whose logo is served as a PNG', async () => {
    const bm = client(s);
    const project = await bm.projects.importAndWait({ urls: [site.url], name: 'Logo' }, { pollInterval: 50 });
    const png = await sharp({ create: { width: 240, height: 60, channels: 4, background: '#0f766e' } }).png().toBuffer();
    const updated = await bm.projects.uploadLogo(project.projectId, png, { contentType: 'image/png', variant: 'dark' });
    expect(updated.brand?.logo).toMatchObject({ width: 240, height: 60, origin: 'user', variant: 'dark' });
    const served = await fetch(updated.brand!.logo!.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    const err = await bm.projects.uploadLogo(project.projectId, new TextEncoder().encode('not an image')).catch((e) => e);
    expect(err).toBeInstanceOf(BrandmailError);
    expect(err).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    await bm.projects.delete(project.projectId);
  });

  it('importAndWait throws the import’s own error when it fails', async () => {
    const err = await client(s)
      .projects.importAndWait({ urls: [new URL('/missing-page', site.url).href], name: 'Nowhere' }, { pollInterval: 50 })
      .catch((e) => e);
    expect(err).toBeInstanceOf(BrandmailError);
    expect(err.code).toBe('IMPORT_FAILED');
    expect(err.message).toMatch(/404/);
    expect(err.job).toMatchObject({ status: 'failed', errorCode: 'IMPORT_FAILED' });
  });

  it('gives up after its timeout, and stops when aborted, while the import goes on', async () => {
    site.hold();
    const bm = client(s);
    const slow = await bm.projects.import({ urls: [site.url], name: 'Slow site' });
    const timedOut = await bm.projects.waitForImport(slow.projectId, { timeout: 300, pollInterval: 50 }).catch((e) => e);
    expect(timedOut).toBeInstanceOf(BrandmailError);
    expect(timedOut).toMatchObject({ code: 'WAIT_TIMEOUT', job: { projectId: slow.projectId, status: 'pending' } });

    const ac = new AbortController();
    const progress: string[] = [];
    const waiting = bm.projects.waitForImport(slow.projectId, {
      signal: ac.signal,
      pollInterval: 50,
      onProgress: (st) => {
        progress.push(st.status);
        if (progress.length === 2) ac.abort();
      },
    });
    await expect(waiting).rejects.toMatchObject({ code: 'ABORTED' });
    expect(progress).toEqual(['pending', 'pending']);

    site.release();
    const done = await bm.projects.waitForImport(slow.projectId, { pollInterval: 50 });
    expect(done.status).toBe('completed');
  });

  it('polls with a growing interval', async () => {
    site.hold();
    const p = await startFaultProxy(s.url);
    try {
      const bm = client(s, { baseUrl: p.url });
      const { projectId } = await bm.projects.import({ urls: [site.url], name: 'Backoff' });
      await bm.projects.waitForImport(projectId, { timeout: 1_500, pollInterval: 100, maxPollInterval: 400 }).catch(() => undefined);
      const polls = p.requests.filter((r) => r.path.endsWith('/status')).map((r) => r.at);
      const gaps = polls.slice(1).map((t, i) => t - polls[i]);
      // Each sleep is at least the nominal interval: 100, 150, 225, 338, 400, 400…
      expect(gaps.slice(0, 4).map((g, i) => g >= [100, 150, 225, 337][i])).toEqual([true, true, true, true]);
      expect(polls.length).toBeLessThan(1_500 / 100);
    } finally {
      site.release();
      await p.close();
    }
  });
});
