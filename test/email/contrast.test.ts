import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  ensureContrast,
  isLargeText,
  parseColor,
  readableTextOn,
  relativeLuminance,
} from '../../src/lib/color';
import { renderHtml } from '../../src/email';
import { fixtureNames, loadFixture, textPairs } from './helpers';

describe('colour maths', () => {
  it('parses hex, rgb() and named colours to #rrggbb', () => {
    expect(parseColor('#ABC')).toBe('#aabbcc');
    expect(parseColor('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(parseColor('rebeccapurple')).toBe('#663399');
    expect(parseColor('not a colour')).toBeUndefined();
  });

  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBeCloseTo(0);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('classifies large text as WCAG does', () => {
    expect(isLargeText(24, false)).toBe(true);
    expect(isLargeText(19, true)).toBe(true);
    expect(isLargeText(18, true)).toBe(false);
  });

  it.each(['#FFD400', '#7FDBFF', '#FF5A5F', '#00ff00', '#ffffff'])(
    'darkens %s just enough to read on white, keeping its hue',
    (brand) => {
      const fixed = ensureContrast(brand, '#ffffff', 4.5);
      expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(5.2);
    },
  );

  it('keeps the hue of a yellow brand instead of turning it black', () => {
    const fixed = ensureContrast('#FFD400', '#ffffff', 4.5);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(fixed.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b! + 60);
    expect(g).toBeGreaterThan(b! + 60);
  });

  it('lightens on dark backgrounds and leaves passing colours alone', () => {
    expect(contrastRatio(ensureContrast('#1f2937', '#14213d', 4.5), '#14213d')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#0055ff', '#ffffff', 4.5)).toBe('#0055ff');
  });

  it('picks white labels where they pass, dark labels on light brand colours', () => {
    expect(readableTextOn('#0055ff')).toBe('#ffffff');
    expect(readableTextOn('#FFD400')).toBe('#000000');
    expect(readableTextOn('#7FDBFF')).toBe('#000000');
  });
});

describe('rendered emails meet WCAG AA contrast', () => {
  it('the check catches an unreadable pair', () => {
    const pairs = textPairs('<body><p style="color:#ffd400;background-color:#ffffff;font-size:16px">Sale</p></body>');
    expect(pairs[0]).toMatchObject({ text: 'Sale', required: 4.5 });
    expect(pairs[0]!.ratio).toBeLessThan(2);
  });

  it.each(fixtureNames())('every text/background pair in %s', async (name) => {
    const pairs = textPairs(await renderHtml(loadFixture(name)));
    expect(pairs.length).toBeGreaterThan(10);
    const failing = pairs.filter((pair) => pair.ratio < pair.required);
    expect(failing).toEqual([]);
  });

  it('replaces a too-light brand colour in links and keeps it as the button fill with a dark label', async () => {
    const pairs = textPairs(await renderHtml(loadFixture('light-brand-yellow')));
    const link = pairs.find((pair) => pair.text === 'lemon & poppy seed loaf')!;
    expect(link.color).not.toBe('#ffd400');
    const button = pairs.find((pair) => pair.text === 'Order for Saturday')!;
    expect(button).toMatchObject({ background: '#ffd400', color: '#000000' });
    const outline = pairs.find((pair) => pair.text === 'See the workshop')!;
    expect(outline.color).not.toBe('#7fdbff');
  });

  it('re-derives text colours on a dark brand section', async () => {
    const pairs = textPairs(await renderHtml(loadFixture('event-invitation-dark-hero')));
    const heading = pairs.find((pair) => pair.text === 'Build Week 2026')!;
    expect(heading.background).toBe('#14213d');
    expect(heading.ratio).toBeGreaterThanOrEqual(3);
  });
});
