import { useEffect } from 'react';
import type { BrandKit } from '@brandmail/sdk';

type BrandFont = NonNullable<BrandKit['fonts']['heading']>;

/**
 * A font shown in its own face: a Google Fonts stylesheet or a font file from the brand's site
 * is loaded with the FontFace API (the console's CSP allows fonts from anywhere, not styles);
 * otherwise the email-safe stack shows what a reader without the web font sees.
 */
export function FontSample({ role, font, sample, heading }: { role: string; font: BrandFont | null; sample: string; heading?: boolean }) {
  useEffect(() => {
    if (!font?.source || !/\.(woff2?|ttf|otf)(\?|$)/i.test(font.source)) return;
    const face = new FontFace(font.family, `url(${JSON.stringify(font.source)})`);
    face.load().then((f) => (document.fonts as unknown as Set<FontFace>).add(f)).catch(() => {});
  }, [font?.family, font?.source]);
  if (!font) {
    return (
      <div className="font-sample">
        <p className="muted small">{role}: none found, emails use a system font.</p>
      </div>
    );
  }
  return (
    <div className="font-sample">
      <p className="muted small">
        {role}: <strong>{font.family}</strong>
      </p>
      <p className={heading ? 'font-heading' : 'font-body'} style={{ fontFamily: font.stack }}>
        {sample}
      </p>
      <p className="muted small mono">{font.stack}</p>
    </div>
  );
}
