/**
 * A cause found on the sixth held-out batch of the real-page set (`ho6-*`: manual front pages; SOURCES-held-out-6.md),
 * after its first-contact figure was taken (name 0/7): an invented page, failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

const nameOf = (html: string, url: string) => chooseName(siteOf(html, { url })).name;

describe('held-out-6 causes: the word of a title that is the domain', () => {
  // "Référence Debian" on debian.org, "The Mutt E-Mail Client" on mutt.org, "Spielanleitung für Battle for Wesnoth" on wesnoth.org.
  it('takes the one word of a longer title that is the domain as the name', () => {
    const manual = (title: string) => `<title>${title}</title><div class="book"><div class="titlepage"><h1 class="title">${title}</h1></div><p>Inhalt</p></div>`;
    expect(nameOf(manual('Benutzerhandbuch für Quarrel'), 'https://www.quarrel.example/manual/stable/manual.de.html')).toBe('Quarrel');
    expect(nameOf(manual('The Quarrel E-Mail Client'), 'http://www.quarrel.example/doc/manual/index.html')).toBe('Quarrel');
    // Off a manual's page a longer title is a whole name ("Monadnock Valley Press" on monadnock.net).
    expect(nameOf('<title>Kestrel Valley Press</title><p>Poems</p>', 'https://www.kestrel.example/')).toBe('Kestrel Valley Press');
    // A title that another source names whole stays whole ("Tern Works", with its logo's alt saying so).
    const named = `<title>Tern Works</title><header><a href="/"><img src="/logo.png" alt="Tern Works"></a></header><main><p>Text</p></main>`;
    expect(nameOf(named, 'https://tern.example/')).toBe('Tern Works');
  });
});
