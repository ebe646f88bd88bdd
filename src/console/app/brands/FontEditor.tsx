import { useMemo } from 'react';
import * as z from 'zod';
import type { BrandKit, Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { field, useZodForm } from '../lib/form';
import { SaveNote, useSave } from '../lib/useSave';
import { FontSample } from './FontSample';
import { fontChoices, type FontChoice } from './fontChoices';

const ROLES = [
  { role: 'heading', label: 'Headings' },
  { role: 'body', label: 'Body' },
] as const;
type Role = (typeof ROLES)[number]['role'];
/** The option that undoes a font correction: what the import found on the site shows again. */
const SITE = '\u0000site';
/** A choice from the lists (never typed, so never wrong: what the lists offer is what the API takes). */
const Fonts = z.object({ heading: z.string(), body: z.string() });

/**
 * The heading and body fonts, each shown in its face and chosen from the kit's fonts or an
 * email-safe stack. Saving sends the changed roles (PATCH brand.fonts), kept across re-imports;
 * a role the user changed before can go back to the site's font (PATCH reset: fonts.<role>).
 */
export function FontEditor({ project, kit, onSaved }: { project: Project; kit: BrandKit; onSaved(p: Project): void }) {
  const client = useClient();
  const choices = useMemo(() => fontChoices(kit), [kit]);
  const form = useZodForm(Fonts, { defaultValues: { heading: kit.fonts.heading?.family ?? '', body: kit.fonts.body?.family ?? '' } });
  const draft = form.watch();
  const { busy, message, run } = useSave();
  const chosen = (role: Role): FontChoice | null => choices.find((c) => c.family === draft[role]) ?? null;
  const changed = ROLES.filter(({ role }) => draft[role] && draft[role] !== (kit.fonts[role]?.family ?? ''));
  // A role the user set (its evidence says so) can go back to the site's font, even when both
  // were overridden and the site's font is no longer among the kit's.
  const corrected = (role: Role) => kit.evidence?.[`${role}Font`]?.rule === 'set by you';
  // The kit's fonts (web fonts, or the system fonts it names) come first, apart from the stacks.
  const isBrands = (c: FontChoice) => !!c.source || c.family === kit.fonts.heading?.family || c.family === kit.fonts.body?.family;
  const headline = kit.voice.sampleCopy.find((c) => c.role === 'headline')?.text ?? kit.name;

  const save = form.handleSubmit(async () => {
    if (changed.length === 0) return;
    const restored = changed.filter(({ role }) => draft[role] === SITE);
    const set = changed.filter(({ role }) => draft[role] !== SITE);
    await run(async () => {
      const fonts = Object.fromEntries(set.map(({ role }) => [role, chosen(role)]));
      const saved = await client.projects.update(project.projectId, {
        ...(set.length ? { brand: { fonts } } : {}),
        ...(restored.length ? { reset: restored.map(({ role }) => `fonts.${role}` as const) } : {}),
      });
      onSaved(saved);
      form.reset({ heading: saved.brand?.fonts.heading?.family ?? '', body: saved.brand?.fonts.body?.family ?? '' });
      const said = [
        set.length ? `Saved ${set.map((r) => r.label.toLowerCase()).join(' and ')}. Re-imports keep your choice.` : '',
        restored.length ? `${restored.map((r) => r.label).join(' and ')}: back to the site’s font${restored.length > 1 ? 's' : ''}.` : '',
      ];
      return said.filter(Boolean).join(' ');
    });
  });

  return (
    <form className="card" onSubmit={save} aria-labelledby="fonts-title">
      <h2 id="fonts-title">Fonts</h2>
      <div className="font-list">
        {ROLES.map(({ role, label }) => (
          <div key={role} className="font-choice">
            <div className="field">
              <label htmlFor={`font-${role}`}>{label} font</label>
              <select {...field(form, role, `font-${role}`)}>
                {!draft[role] && <option value="">None (a system font)</option>}
                <optgroup label="This brand">
                  {corrected(role) && <option value={SITE}>The site’s font (as imported)</option>}
                  {choices.filter(isBrands).map((c) => (
                    <option key={c.family} value={c.family}>{c.family}</option>
                  ))}
                </optgroup>
                <optgroup label="Email-safe">
                  {choices.filter((c) => !isBrands(c)).map((c) => (
                    <option key={c.family} value={c.family}>{c.family}</option>
                  ))}
                </optgroup>
              </select>
            </div>
            {draft[role] === SITE ? (
              <div className="font-sample">
                <p className="muted small">{label}: the font the import found on the site, shown once saved.</p>
              </div>
            ) : (
              <FontSample role={label} font={chosen(role)} sample={role === 'heading' ? headline : kit.description ?? 'The quick brown fox jumps over the lazy dog.'} heading={role === 'heading'} />
            )}
          </div>
        ))}
      </div>
      <div className="actions">
        <button className="primary" type="submit" disabled={busy || changed.length === 0}>
          {busy ? 'Saving…' : 'Save fonts'}
        </button>
        <SaveNote message={message} />
      </div>
    </form>
  );
}
