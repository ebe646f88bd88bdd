import { describe, expect, it } from 'vitest';
import { extractContact, formatAddress } from '../../../src/brand/extract/contact';
import { siteOf } from '../helpers/site';

describe('extractContact', () => {
  it('prefers JSON-LD email, telephone and PostalAddress', () => {
    const contact = extractContact(
      siteOf(`<script type="application/ld+json">{"@type":"LocalBusiness","name":"A","email":"Hi@Acme.test","telephone":"+49 30 1234567",
        "address":{"@type":"PostalAddress","streetAddress":"Unter den Linden 1","postalCode":"10117","addressLocality":"Berlin","addressCountry":"DE"}}</script>
        <footer><a href="mailto:other@acme.test">x</a></footer>`),
    );
    expect(contact).toEqual({ email: 'hi@acme.test', phone: '+49 30 1234567', address: 'Unter den Linden 1, 10117 Berlin, DE' });
  });

  it('falls back to mailto:, tel: and the footer <address>, skipping no-reply addresses', () => {
    const contact = extractContact(
      siteOf(`<footer><a href="mailto:noreply@acme.test">x</a><a href="mailto:hello@acme.test?subject=Hi">mail</a>
        <a href="tel:+15551234567">(555) 123-4567</a><address>Acme Inc.<br>12 Main St<br>Springfield, IL 62701</address></footer>`),
    );
    expect(contact).toEqual({ email: 'hello@acme.test', phone: '(555) 123-4567', address: 'Acme Inc., 12 Main St, Springfield, IL 62701' });
  });

  it('finds a labelled phone number and an email in footer text', () => {
    expect(extractContact(siteOf('<div class="footer">Telefon: 0761 123456 · info@baeckerei.test</div>'))).toMatchObject({ phone: '0761 123456', email: 'info@baeckerei.test' });
  });

  it('formats addresses the local way', () => {
    expect(formatAddress({ streetAddress: '1 Infinite Loop', addressLocality: 'Cupertino', addressRegion: 'CA', postalCode: '95014', addressCountry: 'US' })).toBe(
      '1 Infinite Loop, Cupertino, CA 95014, US',
    );
    expect(formatAddress({ streetAddress: '14 King St', addressLocality: 'Bristol', postalCode: 'BS1 4EF', addressCountry: { name: 'GB' } })).toBe('14 King St, Bristol BS1 4EF, GB');
  });
});
