import * as z from 'zod';
import type { BrandKit, Project } from '@brandmail/sdk';
import { Hex } from '../../../brand/schema';
import { useClient } from '../lib/context';
import { FieldError, field, useZodForm } from '../lib/form';
import { SaveNote, useSave } from '../lib/useSave';

const ROLES = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
type Role = (typeof ROLES)[number];

/** "#FF6600", "ff6600" or "#f60" as the API's lowercase #rrggbb; '' stays '' (no colour). */
export function normaliseHex(text: string): string {
  let hex = text.trim().toLowerCase();
  if (!hex) return '';
  if (!hex.startsWith('#')) hex = `#${hex}`;
  if (/^#[0-9a-f]{3}$/.test(hex)) hex = `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return hex;
}

/** A colour as a person types it, checked by the API's rule (brand/schema Hex) once normalised. */
const ColorText = z
  .string()
  .transform(normaliseHex)
  .refine((hex) => hex === '' || Hex.safeParse(hex).success, 'Write a colour as #rrggbb, e.g. #3b4fd8.');
const Colors = z.object(Object.fromEntries(ROLES.map((r) => [r, ColorText])) as Record<Role, typeof ColorText>);

/**
 * The brand's colours with their roles and contrast, editable with colour pickers or as hex codes.
 * Saving sends only the changed roles (PATCH brand.colors), which the server keeps apart from the
 * extraction, so a re-import does not undo them.
 */
export function ColorEditor({ project, kit, onSaved }: { project: Project; kit: BrandKit; onSaved(p: Project): void }) {
  const client = useClient();
  const initial = Object.fromEntries(ROLES.map((r) => [r, kit.colors[r] ?? ''])) as Record<Role, string>;
  const form = useZodForm(Colors, { defaultValues: initial });
  const draft = form.watch();
  const { busy, message, run } = useSave();
  const changed = ROLES.filter((r) => normaliseHex(draft[r] ?? '') && normaliseHex(draft[r] ?? '') !== (kit.colors[r] ?? '').toLowerCase());

  const save = form.handleSubmit(async (values) => {
    const roles = ROLES.filter((r) => values[r] && values[r] !== (kit.colors[r] ?? '').toLowerCase());
    if (roles.length === 0) return;
    await run(async () => {
      const colors = Object.fromEntries(roles.map((r) => [r, values[r]]));
      onSaved(await client.projects.update(project.projectId, { brand: { colors } }));
      form.reset(values);
      return `Saved ${roles.join(', ')}. Re-imports keep your choice.`;
    });
  });

  return (
    <form className="card kit-colors" onSubmit={save} aria-labelledby="colors-title" noValidate>
      <h2 id="colors-title">Colours</h2>
      <ul className="swatches">
        {ROLES.map((role) => {
          const hex = normaliseHex(draft[role] ?? '');
          const valid = Hex.safeParse(hex).success;
          return (
            <li key={role} className="swatch">
              {/* A role the kit leaves empty is striped and its picker faded: the picker's own black is no colour of the brand. */}
              <span className={`chip${valid ? '' : ' unset'}`} style={valid ? { background: hex } : undefined} aria-hidden="true" />
              <label htmlFor={`color-${role}`} className="swatch-role">{role}</label>
              <span className="swatch-edit">
                <input
                  id={`color-${role}`}
                  type="color"
                  className={valid ? undefined : 'unset'}
                  value={valid ? hex : '#000000'}
                  onChange={(e) => form.setValue(role, e.target.value, { shouldDirty: true, shouldValidate: true })}
                />
                <input {...field(form, role, `color-${role}-hex`)} className="hex-input mono" aria-label={`${role} as a hex code`} placeholder="none" spellCheck={false} autoComplete="off" maxLength={7} />
              </span>
              <FieldError form={form} name={role} id={`color-${role}-hex`} />
            </li>
          );
        })}
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
