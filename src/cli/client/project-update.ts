/**
 * `brandmail projects update <id>`: correct a brand kit from the terminal, as PATCH
 * /v1/projects/{id} does (and the console's brand page) — the project's name, the brand's name,
 * tagline, colours, fonts, logo URL, contact details, any other part as JSON with `--brand`, and
 * `--reset` to undo a correction so what the import found shows again. Corrections are kept
 * apart from the extraction, so a reimport keeps them.
 */
import type { Project, ProjectUpdateParams } from '@brandmail/sdk';
import { Option, type Command } from 'commander';
import { CliError } from '../output';
import { clientAction, type Run } from './run';
import { parseJsonObject } from './util';

type BrandPatch = NonNullable<ProjectUpdateParams['brand']>;
type UpdateOptions = {
  name?: string;
  brandName?: string;
  tagline?: string;
  description?: string;
  primary?: string;
  secondary?: string;
  accent?: string;
  background?: string;
  textColor?: string;
  headingFont?: string;
  bodyFont?: string;
  logoUrl?: string;
  logoSize?: string;
  logoVariant?: 'light' | 'dark';
  email?: string;
  phone?: string;
  address?: string;
  language?: string;
  brand?: string;
  reset?: string[];
};

/** `--heading-font "Playfair Display, Georgia, serif"`: the family first, the whole value the stack; one family alone falls back to sans-serif. */
export function fontOf(value: string): { family: string; stack: string; source: null } {
  const names = value.split(',').map((n) => n.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean);
  if (!names.length) throw new CliError(`A font needs a family name, not "${value}".`);
  const quote = (n: string) => (/^[a-z-]+$/i.test(n) ? n : `'${n}'`);
  const stack = names.length > 1 ? names.map(quote).join(', ') : `${quote(names[0])}, sans-serif`;
  return { family: names[0], stack, source: null };
}

/** `--logo-size 600x200` → { width: 600, height: 200 }. */
function sizeOf(value: string | undefined): { width: number; height: number } {
  const m = value ? /^(\d+)\s*[x×]\s*(\d+)$/i.exec(value.trim()) : null;
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) throw new CliError('--logo-url needs --logo-size WIDTHxHEIGHT, the PNG’s size in pixels (e.g. 600x200).');
  return { width: Number(m[1]), height: Number(m[2]) };
}

/** The PATCH body the options ask for: `--brand` JSON first, the named options over it. */
export function patchOf(o: UpdateOptions): ProjectUpdateParams {
  const brand = (parseJsonObject(o.brand, '--brand') ?? {}) as BrandPatch;
  const set = <K extends keyof BrandPatch>(key: K, value: BrandPatch[K] | undefined) => {
    if (value !== undefined) brand[key] = value;
  };
  const part = <K extends 'colors' | 'fonts' | 'contact'>(key: K, values: NonNullable<BrandPatch[K]>) => {
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(given).length) brand[key] = { ...(brand[key] ?? {}), ...given } as BrandPatch[K];
  };
  set('name', o.brandName);
  set('tagline', o.tagline);
  set('description', o.description);
  set('language', o.language);
  part('colors', { primary: o.primary, secondary: o.secondary, accent: o.accent, background: o.background, text: o.textColor });
  part('fonts', { heading: o.headingFont === undefined ? undefined : fontOf(o.headingFont), body: o.bodyFont === undefined ? undefined : fontOf(o.bodyFont) });
  part('contact', { email: o.email, phone: o.phone, address: o.address });
  if (o.logoUrl !== undefined) brand.logo = { url: o.logoUrl, ...sizeOf(o.logoSize), ...(o.logoVariant ? { variant: o.logoVariant } : {}) };
  else if (o.logoSize !== undefined || o.logoVariant !== undefined) throw new CliError('--logo-size and --logo-variant go with --logo-url.');
  const patch: ProjectUpdateParams = {
    ...(o.name !== undefined ? { name: o.name } : {}),
    ...(Object.keys(brand).length ? { brand } : {}),
    ...(o.reset?.length ? { reset: o.reset as NonNullable<ProjectUpdateParams['reset']> } : {}),
  };
  if (!Object.keys(patch).length) throw new CliError('Nothing to change: give at least one correction (e.g. --primary "#0a7d5a") or --reset FIELD. See `brandmail projects update --help`.');
  return patch;
}

export function registerProjectUpdate(projects: Command, printProject: (run: Run, p: Project) => void) {
  projects
    .command('update <projectId>')
    .description('Correct a brand kit (kept across reimports): name, colours, fonts, logo URL, contact details, any part as JSON; --reset undoes a correction.')
    .option('--name <name>', "the project's display name")
    .option('--brand-name <name>', "the brand's name as emails write it")
    .option('--tagline <text>', 'the tagline')
    .option('--description <text>', 'the description')
    .option('--primary <hex>', 'primary colour, e.g. "#0a7d5a"')
    .option('--secondary <hex>', 'secondary colour')
    .option('--accent <hex>', 'accent colour')
    .option('--background <hex>', 'page background colour')
    .option('--text-color <hex>', 'body text colour')
    .option('--heading-font <stack>', 'heading font: a family, or a whole stack "Playfair Display, Georgia, serif"')
    .option('--body-font <stack>', 'body font, the same way')
    .option('--logo-url <url>', 'a PNG logo you host (with --logo-size); to upload a file use `projects logo`')
    .option('--logo-size <WxH>', "the logo PNG's size in pixels, e.g. 600x200")
    .addOption(new Option('--logo-variant <variant>', 'light: a light mark for dark backgrounds; dark: for light ones').choices(['light', 'dark']))
    .option('--email <address>', 'contact email')
    .option('--phone <number>', 'contact phone')
    .option('--address <text>', 'postal address on one line (the legal footer)')
    .option('--language <tag>', "the brand's BCP 47 language, e.g. fr")
    .option('--brand <json|@file|->', 'any part of the kit as JSON (PATCH `brand`: objects merge, arrays replace, null clears); the options above win over it')
    .option('--reset <field...>', 'undo corrections so what the import found shows again, e.g. colors.primary fonts.heading logo (applied first)')
    .option('--json', 'print the project as JSON')
    .addHelpText(
      'after',
      `
Examples:
  brandmail projects update prj_01j… --primary "#0a7d5a" --heading-font "Playfair Display, Georgia, serif"
  brandmail projects update prj_01j… --logo-url https://cdn.acme.example/logo.png --logo-size 600x200
  brandmail projects update prj_01j… --brand '{"socialLinks":[{"platform":"instagram","url":"https://instagram.com/acme"}]}'
  brandmail projects update prj_01j… --reset colors.primary fonts.heading`,
    )
    .action(
      clientAction(async (run, projectId: string, o: UpdateOptions) => {
        const project = await run.client().projects.update(projectId, patchOf(o));
        run.result(project, () => printProject(run, project));
      }),
    );
}
