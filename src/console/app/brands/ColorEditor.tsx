import { useState, type FormEvent } from 'react';
import type { BrandKit, Project } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { SaveNote, useSave } from '../lib/useSave';

const ROLES = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
type Role = (typeof ROLES)[number];

/**
 * The brand's colours with their roles and contrast, editable with colour pickers. Saving sends
 * only the changed roles (PATCH brand.colors), which the server keeps apart from the extraction,
 * so a re-import does not undo them.
 */
export function ColorEditor({ project, kit, onSaved }: { project: Project; kit: BrandKit; onSaved(p: Project): void }) {
  const client = useClient();
  const initial = Object.fromEntries(ROLES.map((r) => [r, kit.colors[r] ?? ''])) as Record<Role, string>;
  const [draft, setDraft] = useState(initial);
  const { busy, message, run } = useSave();
  const changed = ROLES.filter((r) => draft[r] && draft[r].toLowerCase() !== (kit.colors[r] ?? '').toLowerCase());

  async function save(event: FormEvent) {
    event.preventDefault();
    if (changed.length === 0) return;
    await run(async () => {
      const colors = Object.fromEntries(changed.map((r) => [r, draft[r]]));
      onSaved(await client.projects.update(project.projectId, { brand: { colors } }));
      return `Saved ${changed.join(', ')}. Re-imports keep your choice.`;
    });
  }

  return (
    <form className="card kit-colors" onSubmit={save} aria-labelledby="colors-title">
      <h2 id="colors-title">Colours</h2>
      <ul className="swatches">
        {ROLES.map((role) => (
          <li key={role} className="swatch">
            <span className="chip" style={{ background: draft[role] || 'transparent' }} aria-hidden="true" />
            <label htmlFor={`color-${role}`} className="swatch-role">{role}</label>
            <span className="swatch-edit">
              <input
                id={`color-${role}`}
                type="color"
                value={draft[role] || '#000000'}
                onChange={(e) => setDraft({ ...draft, [role]: e.target.value })}
              />
              <code>{draft[role] || 'none'}</code>
            </span>
          </li>
        ))}
      </ul>
      {kit.colors.palette.length > 0 && (
        <>
          <h3>Seen on the site</h3>
          <ul className="palette" aria-label="Palette">
            {kit.colors.palette.map((c, i) => (
              <li key={`${c.hex}-${i}`} title={`${c.hex} · ${c.role} · ${Math.round(c.weight * 100)}%`}>
                <span className="chip small" style={{ background: c.hex }} aria-hidden="true" />
                <code>{c.hex}</code> <span className="muted small">{c.role}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {kit.colors.contrast.length > 0 && (
        <>
          <h3>Contrast</h3>
          <ul className="contrast">
            {kit.colors.contrast.map((c, i) => (
              <li key={i}>
                <span className="contrast-sample" style={{ color: c.foreground, background: c.background }} aria-hidden="true">
                  Aa
                </span>
                <span>
                  {c.use}: <strong>{c.ratio.toFixed(1)}:1</strong>{' '}
                  <span className={c.aa ? 'ok' : c.aaLarge ? 'warn' : 'bad'}>{c.aa ? 'passes AA' : c.aaLarge ? 'large text only' : 'too low'}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        <button className="primary" type="submit" disabled={busy || changed.length === 0}>
          {busy ? 'Saving…' : 'Save colours'}
        </button>
        <SaveNote message={message} />
      </div>
    </form>
  );
}
