import { describe, expect, it } from 'vitest';
import { applyOverrides, mergePatches } from '../../src/brand/overrides';
import { NO_EVIDENCE, type BrandKit } from '../../src/brand/schema';

const kit: BrandKit = {
  evidence: NO_EVIDENCE,
  name: 'Acme',
  description: null,
  tagline: 'Old tagline',
  logo: { url: 'https://bm.test/assets/blob_aaaaaaaaaaaaaaaaaaaa.png', width: 200, height: 50, format: 'png', sourceUrl: 'https://acme.test/logo.svg', origin: 'header', variant: null },
  icon: null,
  colors: { primary: '#112233', secondary: null, accent: null, background: '#ffffff', text: '#000000', palette: [{ hex: '#112233', role: 'primary', weight: 1 }], contrast: [] },
  fonts: { heading: { family: 'Inter', stack: 'Inter, Helvetica, Arial, sans-serif', source: null }, body: null },
  images: [],
  socialLinks: [{ platform: 'x', url: 'https://x.com/acme' }],
  contact: { email: 'a@acme.test', phone: null, address: null },
  voice: { tone: ['friendly'], sampleCopy: [], keywords: ['tools'] },
  language: 'en',
  products: [],
  pages: [],
};

describe('user corrections', () => {
  it('merge objects field by field, replace arrays and values, and clear with null', () => {
    const out = applyOverrides(kit, { colors: { primary: '#ff6600' }, socialLinks: [], tagline: null, contact: { phone: '+1 555' } });
    expect(out.colors).toMatchObject({ primary: '#ff6600', background: '#ffffff', palette: kit.colors.palette });
    expect(out.socialLinks).toEqual([]);
    expect(out.tagline).toBeNull();
    expect(out.contact).toEqual({ email: 'a@acme.test', phone: '+1 555', address: null });
  });

  it('replace the logo whole with the user’s image', () => {
    const out = applyOverrides(kit, { logo: { url: 'https://cdn.acme.test/logo.png', width: 300, height: 80 } });
    expect(out.logo).toEqual({ url: 'https://cdn.acme.test/logo.png', width: 300, height: 80, format: 'png', sourceUrl: 'https://cdn.acme.test/logo.png', origin: 'user', variant: null });
  });

  it('accumulate across PATCHes, the later one winning', () => {
    const stored = mergePatches(mergePatches({}, { colors: { primary: '#ff6600' } }), { colors: { accent: '#00ff00' }, name: 'ACME' });
    expect(stored).toEqual({ colors: { primary: '#ff6600', accent: '#00ff00' }, name: 'ACME' });
    expect(applyOverrides(kit, stored)).toMatchObject({ name: 'ACME', colors: { primary: '#ff6600', accent: '#00ff00' } });
  });

  it('refuse a result that is not a valid kit', () => {
    expect(() => applyOverrides(kit, { fonts: { body: { family: 'Lato' } } })).toThrow();
  });
});
