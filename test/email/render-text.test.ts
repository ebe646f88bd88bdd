import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/email';
import { fixtureNames, loadFixture } from './helpers';

describe('renderText', () => {
  const text = renderText(loadFixture('all-blocks'));

  it('starts with the preheader, which React Email plain text drops', () => {
    expect(text.startsWith('New trail gear, a members-only code and stories from the ridge.\n\n')).toBe(true);
  });

  it('writes links as "text (url)"', () => {
    expect(text).toContain('Read the full field report (https://ridgeline.example/journal/pct-report).');
    expect(text).toContain(
      'Shop the collection (https://ridgeline.example/spring?utm_source=email&utm_campaign=spring)',
    );
    expect(text).toContain('Unsubscribe (https://ridgeline.example/email/unsubscribe)');
  });

  it('keeps lists, prices, coupon codes and quotes readable', () => {
    expect(text).toContain('1. Lighter frames\n2. Recycled ripstop');
    expect(text).toContain('$189.00 (was $229.00)');
    expect(text).toContain('Code: TRAIL15');
    expect(text).toContain('April 30, 2026');
    expect(text).toContain('> The best view comes after the hardest climb.\n— Ridgeline guide handbook');
    expect(text).toContain('✓ Lifetime repairs');
  });

  it('carries the sanitised html block as text, without markup', () => {
    expect(text).toContain('Trail conditions are updated daily on our site (https://ridgeline.example/conditions).');
    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).not.toContain('alert(1)');
  });

  it.each(fixtureNames())('%s has no markdown markers or empty paragraphs left', (name) => {
    const plain = renderText(loadFixture(name));
    expect(plain).not.toMatch(/\*\*|\]\(/);
    expect(plain).not.toMatch(/\n{3,}/);
  });
});
