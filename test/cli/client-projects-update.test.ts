/**
 * `brandmail projects update`: the CLI's brand-kit corrections go through PATCH /v1/projects/{id}
 * — colours, fonts (a stack or one family), a hosted logo, names and contact details, any part as
 * `--brand` JSON — and `--reset` undoes one so the imported value shows again; mistakes are
 * refused before a request (exit 1) or by the server with the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../helpers/series';
import { startTestServer, type TestServer } from '../helpers/server';
import { cliInProcess } from './client-helpers';

describe('brandmail projects update', () => {
  let s: TestServer;
  let env: Record<string, string>;
  const ID = 'prj_northwind';

  beforeAll(async () => {
    s = await startTestServer('sqlite', { rateLimits: { free: 0, premium: 0, business: 0, enterprise: 0 } });
    await seedProject(s, ID);
    env = { BRANDMAIL_BASE_URL: s.url, BRANDMAIL_API_KEY: s.key };
  });
  afterAll(async () => s?.close());

  const cli = (args: string[]) => cliInProcess(['projects', 'update', ID, ...args], env);
  const stored = async () => (await s.request('GET', `/v1/projects/${ID}`)).body.data;

  it('corrects colours, fonts, the logo, names and contact details, and keeps what it was not told to change', async () => {
    const run = await cli([
      '--name', 'Northwind (EU)', '--brand-name', 'Northwind Co', '--primary', '#0a7d5a', '--accent', '#ff6600',
      '--heading-font', 'Playfair Display, Georgia, serif', '--body-font', 'Georgia',
      '--logo-url', 'https://cdn.northwind.example/logo.png', '--logo-size', '600x200', '--logo-variant', 'dark',
      '--email', 'hello@northwind.example', '--json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const project = JSON.parse(run.stdout);
    expect(project.name).toBe('Northwind (EU)');
    expect(project.brand).toMatchObject({
      name: 'Northwind Co',
      colors: { primary: '#0a7d5a', accent: '#ff6600' },
      fonts: {
        heading: { family: 'Playfair Display', stack: "'Playfair Display', Georgia, serif", source: null },
        body: { family: 'Georgia', stack: 'Georgia, sans-serif', source: null },
      },
      logo: { url: 'https://cdn.northwind.example/logo.png', width: 600, height: 200, variant: 'dark', origin: 'user' },
      contact: { email: 'hello@northwind.example' },
    });
    expect(project.brand.evidence.primaryColor.rule).toBe('set by you');
    // What the options did not name is the import's.
    const now = await stored();
    expect(now.brand.colors.secondary).toBe(project.brand.colors.secondary);
    expect(now.brand.colors.palette.length).toBeGreaterThan(0);
    expect(now.brand).toEqual(project.brand);
  });

  it('--brand sets any part as JSON, the named options over it; --reset brings back what the import found', async () => {
    const run = await cli(['--brand', '{"tagline":"Made for the trail","colors":{"primary":"#111111","secondary":"#222222"}}', '--primary', '#333333', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).brand).toMatchObject({ tagline: 'Made for the trail', colors: { primary: '#333333', secondary: '#222222' } });

    const reset = await cli(['--reset', 'colors.primary', 'fonts.heading', 'logo']);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toMatch(/primary #1f6f4a/);
    expect(reset.stdout).toMatch(/heading Montserrat/);
    const now = await stored();
    expect(now.brand.colors).toMatchObject({ primary: '#1f6f4a', secondary: '#222222' });
    expect(now.brand.fonts.heading.family).toBe('Montserrat');
    expect(now.brand.fonts.body.family).toBe('Georgia');
    expect(now.brand.logo.url).toBe('https://northwind-outfitters.example/assets/logo.png');
    expect(now.brand.tagline).toBe('Made for the trail');
  });

  it('refuses an empty update, a logo without its size and bad JSON before any request, and a bad colour or field with the server’s 400', async () => {
    for (const [args, message] of [
      [[], /Nothing to change/],
      [['--logo-url', 'https://cdn.northwind.example/logo.png'], /--logo-url needs --logo-size/],
      [['--logo-size', '600x200'], /go with --logo-url/],
      [['--brand', '[1]'], /--brand must be a JSON object/],
    ] as const) {
      const run = await cli([...args]);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr).toMatch(message);
    }
    const colour = await cli(['--primary', 'green', '--json']);
    expect(colour.code).toBe(1);
    expect(JSON.parse(colour.stdout).error).toMatchObject({ code: 'INVALID_REQUEST', details: [expect.objectContaining({ path: 'body.brand.colors.primary' })] });
    const field = await cli(['--reset', 'colours', '--json']);
    expect(field.code).toBe(1);
    expect(JSON.parse(field.stdout).error.details[0].path).toBe('body.reset.0');
  });
});
