/**
 * Causes found on the seventh held-out batch of the real-page set (`ho7-*`: home pages software serves and publishers' story
 * pages; SOURCES-held-out-7.md), after its first-contact figure was taken (name 13/15, logo 13/15): invented pages, each
 * failing if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { chooseName } from '../../../src/brand/extract/name';
import { siteOf } from '../helpers/site';

const choice = (html: string, url: string) => chooseName(siteOf(html, { url }));

describe('held-out-7 causes: names', () => {
  // Transmission's web interface: "Copyright (c) The Transmission Project" ends an About box, and the next box opens with
  // "Current Session" and "Uploaded:" — the notice was read on into them ("The Transmission Project Current Session Uploaded").
  const aboutBox = (title: string, holder: string) =>
    `<title>${title}</title><div id="toolbar"><div id="toolbar-open" title="Open"></div></div><ul id="list"></ul>
     <div class="hidden" id="about"><p id="about-title">Quill 2</p><p id="about-copyright">Copyright (c) ${holder}</p></div>
     <div class="hidden" id="stats"><div class="section"><div class="title">Recent Files</div><div class="row"><div class="key">Opened:</div></div></div></div>`;

  it('reads a copyright notice as the box it is written in, not on into the next box', () => {
    const c = choice(aboutBox('Web Console', 'The Quill Makers'), 'http://localhost:9000/quill/web/');
    expect(c.candidates.map((x) => x.name)).toContain('The Quill Makers');
    expect(c.candidates.map((x) => x.name).join(' ')).not.toMatch(/Recent Files|Opened/);
  });

  it('takes the one word a lone copyright holder and the title agree on as the name', () => {
    expect(choice(aboutBox('Quill Web Console', 'The Quill Project'), 'http://localhost:9000/quill/web/').name).toBe('Quill');
    // A title that says more of the holder keeps the holder whole ("Tor Project | Anonymity Online" beside "The Tor Project").
    expect(choice(aboutBox('Quill Project | Notes online', 'The Quill Project'), 'http://localhost:9000/quill/web/').name).toBe('The Quill Project');
    // A holder the domain agrees with stays whole (it is confirmed), whatever one word of the title says.
    const onDomain = `<title>Kestrel Reader - Story</title><footer><p>&copy; 2013 Kestrel Media Group</p></footer>`;
    expect(choice(onDomain, 'https://www.kestrelmediagroup.example/story/1').name).toBe('Kestrel Media Group');
    // The title alone is no second witness of itself ("… - Segel-Club Sarstedt e.V." stays whole, not "Sarstedt").
    expect(choice('<title>Warm war es - Segel-Club Kestrel e.V.</title><p>Bericht</p>', 'https://www.sck-segeln.example/bericht.html').name).toBe('Segel-Club Kestrel e.V.');
  });
});

describe('held-out-7 causes: logos', () => {
  // Kodi's web interface: the header's only picture is a loading spinner hidden until a request runs.
  it('takes no picture the markup hides as the mark', () => {
    const spinner = `<div id="header"><div id="navigation"><ul><li>Films</li><li>Music</li></ul></div><img src="images/ajax-loader.gif" alt="Loading please wait" id="spinner" style="display: none"></div><div id="body"></div>`;
    expect(findLogoCandidates(siteOf(spinner), 'Reel')).toEqual([]);
    const hiddenBox = `<header><div hidden><a href="/"><img src="/img/reel-logo.png" alt="Reel"></a></div></header>`;
    expect(findLogoCandidates(siteOf(hiddenBox), 'Reel')).toEqual([]);
    // The same pictures shown are marks.
    expect(findLogoCandidates(siteOf(hiddenBox.replace(' hidden', '')), 'Reel')[0]).toMatchObject({ url: 'https://brand.example/img/reel-logo.png' });
  });
});
