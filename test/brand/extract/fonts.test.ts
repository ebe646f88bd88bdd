import { describe, expect, it } from 'vitest';
import { emailStack, extractFonts, googleFamilies } from '../../../src/brand/extract/fonts';
import { siteOf } from '../helpers/site';

describe('extractFonts', () => {
  it('reads heading and body families with their Google Fonts source', () => {
    const fonts = extractFonts(
      siteOf('<link href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@700&family=Lato&display=swap" rel="stylesheet"><h1>x</h1>', {
        css: "body{font-family:'Lato',Arial,sans-serif} h1,h2{font-family:'Playfair Display',Georgia,serif}",
      }),
    );
    expect(fonts.heading).toEqual({
      family: 'Playfair Display',
      stack: "'Playfair Display', Georgia, 'Times New Roman', Times, serif",
      source: 'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@700&family=Lato&display=swap',
    });
    expect(fonts.body).toMatchObject({ family: 'Lato', stack: 'Lato, Helvetica, Arial, sans-serif' });
  });

  it('resolves var() stacks and points at the @font-face file (woff2 first)', () => {
    const fonts = extractFonts(
      siteOf('<h1>x</h1>', {
        css: '@font-face{font-family:"Inter";src:url(/f/inter.woff) format("woff"),url(/f/inter.woff2) format("woff2")} :root{--sans:"Inter",system-ui,sans-serif} html{font-family:var(--sans)}',
      }),
    );
    expect(fonts.body).toMatchObject({ family: 'Inter', source: 'https://brand.example/f/inter.woff2' });
    expect(fonts.heading?.family).toBe('Inter'); // headings inherit the body font
  });

  it('names system font stacks system-ui and gives installed fonts no source', () => {
    const fonts = extractFonts(siteOf('<h1>x</h1>', { css: 'body{font-family:-apple-system,BlinkMacSystemFont,sans-serif} h1{font-family:Georgia,serif}' }));
    expect(fonts.body).toEqual({ family: 'system-ui', stack: 'Helvetica, Arial, sans-serif', source: null });
    expect(fonts.heading).toMatchObject({ family: 'Georgia', source: null });
  });

  it('ignores icon fonts and uses the font shorthand', () => {
    const fonts = extractFonts(siteOf('<h2>x</h2>', { css: 'h2{font-family:"Font Awesome 6 Free"} h2{font:700 2rem/1.2 "Oswald",sans-serif}' }));
    expect(fonts.heading?.family).toBe('Oswald');
  });

  it('builds email-safe stacks by kind', () => {
    expect(emailStack('Fira Code', 'monospace')).toBe("'Fira Code', 'Courier New', Courier, monospace");
    expect(emailStack('Georgia', 'serif')).toBe("Georgia, 'Times New Roman', Times, serif");
    expect(googleFamilies('https://fonts.googleapis.com/css?family=Oswald:500|Roboto:400,700')).toEqual(['Oswald', 'Roboto']);
  });
});
