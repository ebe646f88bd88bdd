/**
 * One small synthetic page per cause of a miss found on the real-page evaluation set
 * (test/fixtures/real-pages, `npm run bench -- import-accuracy`): each says what a person would
 * weigh and fails if the rule that reads it goes.
 */
import { describe, expect, it } from 'vitest';
import { collectColorEvidence } from '../../../src/brand/extract/colors';
import { extractName } from '../../../src/brand/extract/identity';
import { findLogoCandidates } from '../../../src/brand/extract/logo';
import { decideColors } from '../../../src/brand/extract/palette';
import { siteOf } from '../helpers/site';

const logo = (html: string, name: string | null = 'Acme', css?: string) => findLogoCandidates(siteOf(html, { css }), name)[0];

describe('logo causes', () => {
  it("does not take the image host for the brand's name: a sister badge on the brand's CDN is no mark", () => {
    // cache.acme.com/…/player_iconlogo.png names "player", not Acme; before, the host made it the brand's.
    const c = findLogoCandidates(siteOf(`<header><img src="https://cache.acme.com/graphics/player_iconlogo.png"></header><p>Story</p>`), 'Acme');
    expect(c.filter((x) => x.url?.includes('player_iconlogo'))).toEqual([]);
  });

  it('reads the real file of a lazy-loaded logo whose src is a data: preview', () => {
    const c = logo(`<div id="header"><a href="/"><img alt="Acme" src="data:image/jpeg;base64,/9j/4AAQ" pagespeed_high_res_src="/assets/header.jpg"></a></div>`);
    expect(c).toMatchObject({ url: 'https://brand.example/assets/header.jpg' });
    expect(logo(`<header><a href="/"><img alt="Acme" src="/img/blank.gif" data-src="/img/acme.png"></a></header>`)).toMatchObject({ url: 'https://brand.example/img/acme.png' });
  });

  it("takes an article's JSON-LD publisher logo when the body holds no mark", () => {
    const c = logo(`<script type="application/ld+json">{"@type":"BlogPosting","headline":"Hi","publisher":{"@type":"Organization","name":"Acme","logo":{"@type":"ImageObject","url":"https://brand.example/mark.png"}}}</script>`);
    expect(c).toMatchObject({ url: 'https://brand.example/mark.png', origin: 'json-ld' });
  });

  it("takes the picture that is the page's <h1> linking home, whatever its file or link is called", () => {
    const c = logo(`<div id="hdr-banner"><h1><a id="hdr-banner-title" href="/"><img src="/img/hdr-globe-central.gif" alt="CNN"></a></h1></div>`, 'CNNArabic');
    expect(c).toMatchObject({ url: 'https://brand.example/img/hdr-globe-central.gif' });
  });

  it('refuses a strip (a 460×9 tagline) as the mark', () => {
    const c = logo(`<header><a href="/"><img src="/logos/tagline.gif" width="460" height="9" alt="Acme"></a><a href="/"><img src="/logos/acme.gif" alt="Acme"></a></header>`);
    expect(c).toMatchObject({ url: 'https://brand.example/logos/acme.gif' });
  });

  it("refuses a picture painted on the logo box by the same rule as the author's avatar", () => {
    const html = `<nav><figure id="logo_top"><a href="/"></a></figure></nav><figure class="avatar"><a href="/"></a></figure>`;
    const css = `figure.avatar a, figure#logo_top a { background-image: url('https://cdn.example/me_medium.png') }`;
    expect(findLogoCandidates(siteOf(html, { css }), 'Dustin Curtis').filter((x) => x.origin === 'css-background')).toEqual([]);
    // The same box painted by its own rule is the mark.
    expect(findLogoCandidates(siteOf(html, { css: `figure#logo_top a { background-image: url('/mark.png') }` }), 'Acme')[0]).toMatchObject({ url: 'https://brand.example/mark.png' });
  });
});

describe('name causes', () => {
  it('splits the title at ‹ and › as at | and »', () => {
    expect(extractName(siteOf(`<title>Guinée : Un braconnier interpellé ! ‹ Wara Conservation Project</title>`, { url: 'http://www.wara-enforcement.org/guinee-un-braconnier/' }))).toBe('Wara Conservation Project');
  });

  it('takes the long title segment that the logo text also names over a short headline', () => {
    const html = `<title>Homo Brandenburgensis | Brandenburgische Landeszentrale für politische Bildung</title>
      <header><a href="/"><img src="/logo.svg" alt="Brandenburgische Landeszentrale für politische Bildung"></a><a href="/"><img src="/logo-small.svg" alt="Landeszentrale"></a></header>`;
    expect(extractName(siteOf(html, { url: 'https://www.politische-bildung-brandenburg.de/themen/homo' }))).toBe('Brandenburgische Landeszentrale für politische Bildung');
  });

  it("reads the site's name from an <h1> linking home outside the content", () => {
    const html = `<title>Course Schedule: Spring 2000</title><h1>The Department of Philosophy<br> at <a href="http://www.brandeis.edu">Brandeis University</a></h1><main><h1><a href="/">Not this</a></h1></main>`;
    expect(extractName(siteOf(html, { url: 'http://www.brandeis.edu/departments/philosophy/spring00.html' }))).toBe('Brandeis University');
  });

  it("agrees a home page's title part with a hyphenated domain that spells its words", () => {
    expect(extractName(siteOf(`<title>Plato and his dialogues : Welcome - Platon et ses dialogues : Bienvenue</title><p>© 2024 Bernard Suzanne</p>`, { url: 'https://plato-dialogues.org/' }))).toBe('Plato and his dialogues');
  });

  it('takes a text link home that spells the domain as a written name, not a word of it', () => {
    expect(extractName(siteOf(`<title>plato</title><div class="sys"><a href="/">O.R.N.G.</a></div>`, { url: 'https://orng.org/tags/plato/' }))).toBe('O.R.N.G.');
    expect(extractName(siteOf(`<title>plato</title><div><a href="/">Verein</a></div>`, { url: 'https://hundeverein-querfurt.de/x/' }))).not.toBe('Verein');
  });

  it("drops a place after a comma in og:site_name when the domain agrees with the name's part", () => {
    expect(extractName(siteOf(`<title>Floods hit Germany - thenews.com.pk</title><meta property="og:site_name" content="The News International, Pakistan">`, { url: 'http://www.thenews.com.pk/article-1' }))).toBe('The News International');
  });

  it("names a project in its own folder of a shared host by the title its folder spells, when nothing else speaks", () => {
    expect(extractName(siteOf(`<title>Dropbear SSH</title><h2>Dropbear SSH</h2>`, { url: 'https://matt.ucc.asn.au/dropbear/dropbear.html' }))).toBe('Dropbear SSH');
    // A headline that the folder does not spell is no name.
    expect(extractName(siteOf(`<title>Course Schedule: Spring 2000</title>`, { url: 'http://www.example.edu/departments/philosophy/spring00.html' }))).toBeNull();
  });

  it("drops a station's frequency from its name", () => {
    expect(extractName(siteOf(`<title>Story | Baltimore News | WBAL Radio 1090 AM</title>`, { url: 'http://www.wbal.com/article/1/story' }))).toBe('WBAL Radio');
  });
});

describe('colour causes', () => {
  const decide = (html: string, css?: string) => decideColors(collectColorEvidence(siteOf(html, { css })));

  it("takes a coloured header bar as the primary when nothing stronger speaks, and says the evidence is weak", () => {
    const d = decide(`<header class="site-header"><a href="/">Acme</a></header><p>Text</p>`, `header { background: #5fa93b } body { color: #333 }`);
    expect(d.colors.primary).toBe('#5fa93b');
    expect(d.warnings.join(' ')).toMatch(/weak evidence/);
  });

  it("takes an old layout's dark masthead bar over a pale panel tint", () => {
    const d = decide(`<body bgcolor="#ffffff"><table><tr><td bgcolor="#000099" height="54"><font color="#ffffff" size="7">acme.org</font></td></tr></table>
      <table bgcolor="#99CCFF"><tr><td bgcolor="#99CCFF" height="170">Order now</td></tr></table></body>`);
    expect(d.colors.primary).toBe('#000099');
  });

  it('ignores the colour of a 0×1 tracking table parked off-screen', () => {
    const d = decide(`<div style="position:absolute;left:-49px"><table width="0" height="0"><tr><td bgcolor="#000248"></td></tr></table></div><p>Scores</p>`);
    expect(d.colors.primary).toBeNull();
  });

  it('takes a link colour the content repeats inline as the link colour, but not one link or a widget', () => {
    const item = (n: number) => `<p>News ${n}</p><p><a href="news.php?id=${n}" style="color:#275EC3;">› Read more</a></p>`;
    expect(decide(`${item(1)}${item(2)}${item(3)}`).colors.primary).toBe('#275ec3');
    expect(decide(`${item(1)}<p><a href="/newsweek" style="color:#ee3224">Newsweek</a></p>`).colors.primary).toBeNull();
    const widget = `<div id="networkedblogs_widget"><a href="https://nb.example/a" style="color:#3B5998">a</a><a href="https://nb.example/b" style="color:#3B5998">b</a><a href="https://nb.example/c" style="color:#3B5998">c</a></div>`;
    expect(decide(widget).colors.primary).toBeNull();
  });

  it('takes the colour of boxes the content repeats with white text on them (numbered steps, drop caps), not of one box', () => {
    const box = (n: number) => `<p><span style="color:white;background-color:#670133;font-size:100px">${n}.</span> Step ${n}</p>`;
    expect(decide(`${box(1)}${box(2)}${box(3)}`).colors.primary).toBe('#670133');
    expect(decide(`${box(1)}<p>Text</p>`).colors.primary).toBeNull();
    expect(decide(`<div class="cookie-banner">${box(1)}${box(2)}${box(3)}</div>`).colors.primary).toBeNull();
  });

  it('still keeps near-black navigation chrome out when the site shows a brand colour', () => {
    const d = decide(`<meta name="theme-color" content="#111111"><a class="btn btn-primary" href="/join">Join</a><nav>Menu</nav>`, `.btn-primary { background: #e50914 } nav { background: #141414 }`);
    expect(d.colors.primary).toBe('#e50914');
  });
});
