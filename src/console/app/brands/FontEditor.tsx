import { useState, type FormEvent } from 'react';
import type { BrandKit, Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { SaveNote, useSave } from '../lib/useSave';
import { FontSample } from './FontSample';
import { fontChoices, type FontChoice } from './fontChoices';

const ROLES = [
  { role: 'heading', label: 'Headings' },
  { role: 'body', label: 'Body' },
] as const;
type Role = (typeof ROLES)[number]['role'];

/**
 * The heading and body fonts, each shown in its face and chosen from the kit's fonts or an
 * email-safe stack. Saving sends the changed roles (PATCH brand.fonts), kept across re-imports.
 */
export function FontEditor({ project, kit, onSaved }: { project: Project; kit: BrandKit; onSaved(p: Project): void }) {
  const client = useClient();
  const [choices] = useState(() => fontChoices(kit));
  const [draft, setDraft] = useState<Record<Role, string>>({ heading: kit.fonts.heading?.family ?? '', body: kit.fonts.body?.family ?? '' });
  const { busy, message, run } = useSave();
  const chosen = (role: Role): FontChoice | null => choices.find((c) => c.family === draft[role]) ?? null;
  const changed = ROLES.filter(({ role }) => draft[role] && draft[role] !== (kit.fonts[role]?.family ?? ''));
  // The kit's fonts (web fonts, or the system fonts it names) come first, apart from the stacks.
  const isBrands = (c: FontChoice) => !!c.source || c.family === kit.fonts.heading?.family || c.family === kit.fonts.body?.family;
  const headline = kit.voice.sampleCopy.find((c) => c.role === 'headline')?.text ?? kit.name;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (changed.length === 0) return;
    await run(async () => {
      const fonts = Object.fromEntries(changed.map(({ role }) => [role, chosen(role)]));
      onSaved(await client.projects.update(project.projectId, { brand: { fonts } }));
      return `Saved ${changed.map((r) => r.label.toLowerCase()).join(' and ')}. Re-imports keep your choice.`;
    });
  }

  return (
    <form className="card" onSubmit={save} aria-labelledby="fonts-title">
      <h2 id="fonts-title">Fonts</h2>
      <div className="font-list">
        {ROLES.map(({ role, label }) => (
          <div key={role} className="font-choice">
            <div className="field">
              <label htmlFor={`font-${role}`}>{label} font</label>
              <select id={`font-${role}`} value={draft[role]} onChange={(e) => setDraft({ ...draft, [role]: e.target.value })}>
                {!draft[role] && <option value="">None (a system font)</option>}
                <optgroup label="This brand">
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
            <FontSample role={label} font={chosen(role)} sample={role === 'heading' ? headline : kit.description ?? 'The quick brown fox jumps over the lazy dog.'} heading={role === 'heading'} />
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
