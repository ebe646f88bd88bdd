import type { BrandKit } from '@brandmail/sdk';

export type FontChoice = { family: string; stack: string; source: string | null };

/**
 * Stacks every mail client has (Windows, macOS, iOS, Android fall back within each): what a
 * reader sees when a web font does not load, and a safe choice on its own.
 */
export const EMAIL_SAFE: FontChoice[] = [
  { family: 'Arial', stack: 'Arial, Helvetica, sans-serif', source: null },
  { family: 'Helvetica', stack: 'Helvetica, Arial, sans-serif', source: null },
  { family: 'Verdana', stack: 'Verdana, Geneva, sans-serif', source: null },
  { family: 'Trebuchet MS', stack: "'Trebuchet MS', Tahoma, sans-serif", source: null },
  { family: 'Tahoma', stack: 'Tahoma, Verdana, sans-serif', source: null },
  { family: 'Georgia', stack: "Georgia, 'Times New Roman', serif", source: null },
  { family: 'Times New Roman', stack: "'Times New Roman', Times, serif", source: null },
  { family: 'Courier New', stack: "'Courier New', Courier, monospace", source: null },
];

/** The kit's own fonts first, then the email-safe stacks, without repeats. */
export function fontChoices(kit: BrandKit): FontChoice[] {
  const seen = new Set<string>();
  const out: FontChoice[] = [];
  for (const f of [kit.fonts.heading, kit.fonts.body, ...EMAIL_SAFE]) {
    if (!f || seen.has(f.family.toLowerCase())) continue;
    seen.add(f.family.toLowerCase());
    out.push({ family: f.family, stack: f.stack, source: f.source ?? null });
  }
  return out;
}
