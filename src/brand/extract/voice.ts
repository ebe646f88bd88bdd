/**
 * Voice: the site's own copy by role (the generator echoes it), tone labels derived from that
 * copy by transparent rules (person, punctuation, sentence length, word fields), and keywords.
 * Word fields cover English plus the commonest words of German, French and Spanish sites; for
 * other languages the structural signals still apply.
 */
import type { BrandVoice, SampleCopy } from '../schema';
import { cleanText, type Site } from './site';

const BUTTON = /(^|[-_\s])(btn|button|cta)([-_\s]|$)/i;
const MAX_PER_ROLE = { headline: 3, subheadline: 4, cta: 8, 'value-proposition': 10, tagline: 1 } as const;

export function extractSampleCopy(site: Site, tagline: string | null): SampleCopy[] {
  const out: SampleCopy[] = [];
  const counts: Record<string, number> = {};
  const seen = new Set<string>();
  const add = (role: SampleCopy['role'], text: string | undefined) => {
    const t = cleanText(text);
    if (!t || t.length < 2 || t.length > 300 || seen.has(t.toLowerCase())) return;
    if ((counts[role] ?? 0) >= MAX_PER_ROLE[role]) return;
    seen.add(t.toLowerCase());
    counts[role] = (counts[role] ?? 0) + 1;
    out.push({ role, text: t.slice(0, 500) });
  };
  if (tagline) add('tagline', tagline);
  for (const page of site.pages) {
    const $ = page.$;
    if (page.isEntry) {
      const h1 = $('h1').first();
      add('headline', h1.text());
      // The sentence under the headline: the next paragraph of the hero.
      add('subheadline', h1.nextAll('p').first().text() || h1.parent().find('p').first().text());
    }
    $('a, button, input[type="submit"]').each((_, el) => {
      const a = el.attribs;
      const buttonLike = el.tagName === 'button' || a.role === 'button' || BUTTON.test(a.class ?? '') || a.type === 'submit';
      if (!buttonLike || $(el).closest('nav, footer, form[role="search"]').length) return;
      const text = el.tagName === 'input' ? a.value : $(el).text();
      if (cleanText(text).split(/\s+/).length <= 6) add('cta', text);
    });
    $('h2, h3').each((_, el) => {
      if ($(el).closest('nav, footer, header, [class*="product"], [class*="card"], [class*="dish"], [class*="plan"]').length) return;
      const text = cleanText($(el).text());
      if (text.split(/\s+/).length >= 2 && text.split(/\s+/).length <= 14) add('value-proposition', text);
    });
  }
  return out;
}

const FIELDS: Record<string, RegExp> = {
  luxurious: /\b(luxury|luxurious|exquisite|finest|timeless|elegant|elegance|bespoke|artisan(al)?|handcrafted|crafted|premium|refined|heritage|luxe|raffiné|exquis|edel|handgemacht|exclusive)\b/gi,
  technical: /\b(api|apis|platform|integrat\w*|data|developers?|deploy\w*|cloud|analytics|automat\w*|workflows?|sdks?|scal\w+|infrastructure|dashboard|real-time|pipeline|metrics|software|saas)\b/gi,
  warm: /\b(family|families|love|loved|home|homemade|together|community|welcome|cozy|cosy|comfort|heart|care|fresh|neighbou?rhood|familie|liebe|frisch|hausgemacht|gemütlich|famille|fait maison|chaleureux|familia|casero)\b/gi,
  playful: /\b(fun|yay|awesome|wow|magic(al)?|delight\w*|oops|hooray|cool|super|yummy|happy)\b/gi,
  urgent: /\b(now|today|limited|hurry|last chance|don't miss|ends|only \d+|jetzt|heute|maintenant|aujourd'hui|ahora|hoy)\b/gi,
  bold: /\b(best|leading|#1|powerful|ultimate|fastest|world-class|revolution\w*|unmatched|unrivalled|game-changing|bold)\b/gi,
  professional: /\b(solutions?|services?|expertise|expert|clients?|professional|consult\w*|compliance|firm|counsel|trusted|reliable|partners?|strategy|excellence|leistungen|kanzlei|cabinet|servicios)\b/gi,
};

export function deriveTone(copy: string[], language: string | null): string[] {
  const text = copy.join('. ');
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const per100 = (n: number) => (n / words.length) * 100;
  const scores: Record<string, number> = {};
  for (const [label, re] of Object.entries(FIELDS)) scores[label] = per100(text.match(re)?.length ?? 0);

  const english = !language || language.startsWith('en');
  const you = per100(text.match(/\b(you|your|you're|yours|du|dein|dich|vous|votre|tu|tú|usted|ihr|euch)\b/gi)?.length ?? 0);
  const we = per100(text.match(/\b(we|our|us|wir|unser\w*|nous|notre|nos|nosotros|nuestro\w*)\b/gi)?.length ?? 0);
  const contractions = english ? per100(text.match(/\b\w+'(re|ll|ve|s|t|d|m)\b/gi)?.length ?? 0) : 0;
  const exclaims = per100((text.match(/!/g) ?? []).length);
  const emoji = per100((text.match(/\p{Extended_Pictographic}/gu) ?? []).length);
  const sentences = text.split(/[.!?]+\s/).filter((s) => s.trim()).length || 1;
  const avgSentence = words.length / sentences;
  const longWords = words.filter((w) => w.replace(/\W/g, '').length >= 9).length / words.length;

  scores.friendly = you * 0.6 + contractions * 0.8 + we * 0.2;
  scores.playful += exclaims * 1.2 + emoji * 2;
  scores.formal = (longWords > 0.18 ? 3 : 0) + (avgSentence > 16 ? 2 : 0) + (you < 1 && contractions === 0 ? 1 : 0) + scores.professional * 0.3;
  scores.casual = contractions * 0.6 + exclaims * 0.4 + emoji;
  scores.minimal = words.length < 40 ? 2 : 0;
  scores.warm += we * 0.15;

  return Object.entries(scores)
    .filter(([, s]) => s >= 1.5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label]) => label);
}

const STOPWORDS = new Set(
  (
    'the and for with you your our are from that this have has was were will can all not but out get more about into over new now how what when who why its it’s it\'s their there they them then than also just only any each very much most many some such own same other which while where here been being would could should may might must shall via per off upon onto both few nor too yet ' +
    'der die das und mit für den dem des ein eine einer eines ist sind wir uns unser unsere auf aus bei nach von vor zum zur sie ihr ihre auch nicht oder aber wie was wer noch schon mehr sehr hier dort ' +
    'les des une pour avec dans sur par est sont nous vous votre vos notre nos qui que quoi plus pas aux ces cette son ses leur leurs mais comme tout tous ' +
    'los las una unos unas para con por del que más muy sus nuestro nuestra nuestros este esta esto como pero todo ' +
    'home menu login cookie cookies privacy policy terms rights reserved copyright click read learn here contact shop about'
  ).split(/\s+/),
);

const MAX_SEGMENTED_CHARS = 2000;

export function extractKeywords(site: Site, brandName: string | null, language: string | null): string[] {
  const weights = new Map<string, number>();
  const nameWords = new Set((brandName ?? '').toLowerCase().split(/\s+/));
  let segmenter: Intl.Segmenter | undefined;
  try {
    segmenter = new Intl.Segmenter(language ?? 'en', { granularity: 'word' });
  } catch {
    segmenter = undefined;
  }
  const cjk = /^(ja|zh|ko|th)/.test(language ?? '');
  const count = (text: string, weight: number) => {
    // V8's Intl.Segmenter copies its whole input into each segment it yields: quadratic in time
    // and memory, so one 100 KB paragraph ran the heap out. A paragraph's opening is enough here.
    const words = segmenter ? [...segmenter.segment(text.slice(0, MAX_SEGMENTED_CHARS))].filter((s) => s.isWordLike).map((s) => s.segment) : text.split(/[^\p{L}\p{N}'-]+/u);
    for (const raw of words) {
      const w = raw.toLowerCase().replace(/^['-]+|['-]+$/g, '');
      if ((cjk ? w.length < 2 : w.length < 4) || STOPWORDS.has(w) || nameWords.has(w) || /^\d+$/.test(w)) continue;
      weights.set(w, (weights.get(w) ?? 0) + weight);
    }
  };
  for (const page of site.pages) {
    const $ = page.$;
    const meta = $('meta[name="keywords"]').attr('content');
    if (meta && page.isEntry) for (const k of meta.split(',')) if (cleanText(k)) weights.set(cleanText(k).toLowerCase(), (weights.get(cleanText(k).toLowerCase()) ?? 0) + 4);
    $('h1, h2, h3').each((_, el) => count(cleanText($(el).text()), 3));
    $('title').each((_, el) => count(cleanText($(el).text()), 2));
    $('p, li').each((_, el) => {
      if (!$(el).closest('nav, footer').length) count(cleanText($(el).text()), 1);
    });
  }
  return [...weights]
    .filter(([, w]) => w >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([w]) => w);
}

export function extractVoice(site: Site, opts: { tagline: string | null; name: string | null; language: string | null }): BrandVoice {
  const sampleCopy = extractSampleCopy(site, opts.tagline);
  const paragraphs: string[] = [];
  site.entry.$('main p, section p, p').each((_, el) => {
    if (paragraphs.length < 30) paragraphs.push(cleanText(site.entry.$(el).text()));
  });
  const copy = [...sampleCopy.map((c) => c.text), ...paragraphs].filter(Boolean);
  return {
    tone: deriveTone(copy, opts.language),
    sampleCopy,
    keywords: extractKeywords(site, opts.name, opts.language),
  };
}
