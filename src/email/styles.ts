/**
 * The two <style> blocks in the head. Inline styles carry the design; these only add what inline
 * styles cannot: phone layout, dark mode and web fonts. Web fonts get their own block because
 * Gmail drops a whole <style> block when it meets one rule it does not accept.
 */
import type { RenderContext } from './context';

export function layoutCss(ctx: RenderContext): string {
  const { theme } = ctx;
  const dark = theme.dark;
  // Columns stack once the screen is narrower than the content column.
  const breakpoint = theme.contentWidth - 1;
  return `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body {
  margin: 0;
  padding: 0;
  width: 100% !important;
  -webkit-text-size-adjust: 100%;
  -ms-text-size-adjust: 100%;
}
a[x-apple-data-detectors] { color: inherit !important; text-decoration: none !important; }
@media only screen and (max-width: ${breakpoint}px) {
  .bm-container { width: 100% !important; max-width: 100% !important; }
  .bm-gutter { padding-left: 20px !important; padding-right: 20px !important; }
  .bm-stack {
    display: block !important;
    width: 100% !important;
    max-width: 100% !important;
    padding: 0 0 16px !important;
    box-sizing: border-box;
  }
}
@media (prefers-color-scheme: dark) {
  .bm-page { background-color: ${dark.pageBackground} !important; }
  .bm-content { background-color: ${dark.content.background} !important; }
  .bm-text { color: ${dark.content.text} !important; }
  .bm-heading { color: ${dark.content.heading} !important; }
  .bm-muted { color: ${dark.content.muted} !important; }
  .bm-link { color: ${dark.content.link} !important; }
}
`;
}

export function fontCss(ctx: RenderContext): string | undefined {
  if (ctx.theme.webFonts.length === 0) return undefined;
  return (
    ctx.theme.webFonts
      .map(
        (font) => `
@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-weight: 400 700;
  mso-font-alt: '${font.msoFallback}';
  src: url(${JSON.stringify(font.url)}) format('${font.format}');
}`,
      )
      .join('\n') + '\n'
  );
}
