/**
 * Compares an imported kit with a fixture site's expected.json, field by field. Shared by the
 * API tests (each field is an assertion) and bench/import-accuracy (fields right / expected).
 */
import type { BrandKit } from '../../../src/brand/schema';
import type { SiteExpectation } from './site-server';

export interface FieldCheck {
  field: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}

function pathOf(url: string | null | undefined, siteUrl: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const base = new URL(siteUrl);
    return u.origin === base.origin ? u.pathname : u.toString();
  } catch {
    return url;
  }
}

export function compareKit(
  kit: BrandKit,
  expected: SiteExpectation,
  siteUrl: string,
  context: { rendered: boolean; warnings: string[] },
): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const check = (field: string, expectedValue: unknown, actual: unknown, ok = JSON.stringify(expectedValue) === JSON.stringify(actual)) =>
    checks.push({ field, ok, expected: expectedValue, actual });
  const exp: SiteExpectation = context.rendered && expected.whenRendered ? { ...expected, ...expected.whenRendered } : expected;

  check('name', exp.name, kit.name);
  if (exp.logo !== undefined) {
    const actual = kit.logo ? (kit.logo.origin === 'inline-svg' ? 'inline-svg' : pathOf(kit.logo.sourceUrl, siteUrl)) : null;
    check('logo.source', exp.logo?.source ?? null, actual);
    if (exp.logo?.variant) check('logo.variant', exp.logo.variant, kit.logo?.variant ?? null);
  }
  if (exp.icon !== undefined) check('icon', exp.icon, kit.icon !== null);
  for (const [role, hex] of Object.entries(exp.colors ?? {})) check(`colors.${role}`, hex, kit.colors[role as 'primary']);
  for (const role of ['heading', 'body'] as const) {
    if (exp.fonts?.[role] !== undefined) check(`fonts.${role}`, exp.fonts[role], kit.fonts[role]?.family ?? null);
    const source = exp.fontSources?.[role];
    if (source !== undefined) {
      const actual = kit.fonts[role]?.source ?? null;
      check(`fonts.${role}.source`, source, actual, source === null ? actual === null : !!actual && actual.includes(source));
    }
  }
  if (exp.socialLinks) {
    const sort = (l: { platform: string; url: string }[]) => [...l].map((x) => `${x.platform} ${x.url}`).sort();
    check('socialLinks', sort(exp.socialLinks), sort(kit.socialLinks));
  }
  if (exp.language !== undefined) check('language', exp.language, kit.language?.split('-')[0] ?? null);
  for (const [key, value] of Object.entries(exp.contact ?? {})) check(`contact.${key}`, value, kit.contact[key as 'email']);
  if (exp.products) {
    const names = kit.products.map((p) => p.name);
    check('products', exp.products, names, exp.products.every((n) => names.includes(n)));
  }
  if (exp.pages) {
    const types = kit.pages.map((p) => p.type);
    check('pages', exp.pages, types, exp.pages.every((t) => types.includes(t as never)));
  }
  if (exp.tone) check('voice.tone', exp.tone, kit.voice.tone, exp.tone.every((t) => kit.voice.tone.includes(t)));
  if (exp.descriptionContains) check('description', exp.descriptionContains, kit.description, !!kit.description?.includes(exp.descriptionContains));
  if (exp.warningMatches) check('warnings', exp.warningMatches, context.warnings, context.warnings.some((w) => w.includes(exp.warningMatches!)));
  return checks;
}
