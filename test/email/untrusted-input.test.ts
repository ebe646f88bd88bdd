import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render } from '@react-email/render';
import { compileReactEmail, renderHtml, renderReact, sanitizeEmailHtml } from '../../src/email';
import { $html } from './helpers';

const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script>"\'&';

function doc(blocks: unknown[]) {
  return { subject: hostile, preheader: hostile, theme: { primaryColor: '#0055ff' }, blocks };
}

describe('untrusted strings', () => {
  it('are escaped wherever they are shown', async () => {
    const html = await renderHtml(
      doc([
        { type: 'heading', text: hostile },
        { type: 'text', content: `${hostile} **bold** <b onclick="x">raw html stays text</b>` },
        { type: 'image', src: 'https://cdn.example.com/a.png?q=%22%3E%3Cscript%3E', alt: hostile },
        { type: 'button', label: hostile, href: 'https://shop.example/?a=1&b=2' },
        { type: 'footer', companyName: hostile, address: hostile, unsubscribeUrl: 'https://shop.example/u' },
      ]) as never,
    );
    const $ = $html(html);
    expect($('script').length).toBe(0);
    expect($('[onerror], [onclick]').length).toBe(0);
    expect($('img').length).toBe(1);
    expect($('h2').text()).toBe(hostile);
    expect($('p').first().text()).toContain('<b onclick="x">raw html stays text</b>');
    expect($('p strong').text()).toBe('bold');
    expect($('img').attr('alt')).toBe(hostile);
    expect(html).toContain('href="https://shop.example/?a=1&amp;b=2"');
  });

  it('never reach an attribute unvalidated: URLs with quotes or angle brackets are rejected', async () => {
    await expect(
      renderHtml(doc([{ type: 'button', label: 'Go', href: 'https://a.example/"><script>' }]) as never),
    ).rejects.toThrow(/http\(s\), mailto: or tel: URL/);
  });

  it('cannot break out of the exported TSX', async () => {
    const text = "{process.exit(1)} ${x} </Text> '); alert(1); ('";
    const source = renderReact(doc([{ type: 'text', content: text }]) as never);
    expect(source).toContain("{'{process.exit(1)} ${x} </Text> \\'); alert(1); (\\''}");
    const { Component } = await compileReactEmail(source);
    expect($html(await render(createElement(Component))).text()).toContain(text);
  });

  it('drops markdown links to javascript: but keeps their text', async () => {
    const html = await renderHtml(
      doc([{ type: 'text', content: '[click me](javascript:alert(1)) and [ok](https://ok.example)' }]) as never,
    );
    expect(html).not.toMatch(/javascript:/i);
    expect($html(html)('p').text()).toBe('click me and ok');
    expect($html(html)('a[href="https://ok.example"]').length).toBe(1);
  });
});

describe('sanitizeEmailHtml (the html block)', () => {
  it('removes scripts, event handlers, forms, iframes, SVG and javascript: URLs', () => {
    const clean = sanitizeEmailHtml(`
      <p onclick="steal()" onmouseover="x">Hello <a href="javascript:alert(1)">there</a></p>
      <script>alert(1)</script><style>body{display:none}</style>
      <form action="https://evil.example"><input name="card"><button>Pay</button></form>
      <iframe src="https://evil.example"></iframe><object data="x.swf"></object>
      <svg><circle r="5"/></svg><img src="https://cdn.example.com/logo.svg" alt="logo">
      <img src="data:image/png;base64,AAAA" alt="pixel"><a href="https://ok.example" target="_blank">ok</a>`);
    expect(clean).not.toMatch(
      /script|onclick|onmouseover|<form|<input|<button|<iframe|<object|<svg|<style|javascript:|data:|\.svg/i,
    );
    expect(clean).toContain('Hello <a>there</a>');
    expect(clean).toContain('<a href="https://ok.example" target="_blank">ok</a>');
  });

  it('drops colours so text keeps the contrast-checked theme colours, and keeps layout', () => {
    const clean = sanitizeEmailHtml(
      '<td style="color:#ffff00;background-color:#fff;padding:8px;text-align:center;position:fixed">x</td>',
    );
    expect(clean).toContain('padding:8px');
    expect(clean).toContain('text-align:center');
    expect(clean).not.toMatch(/color|position/);
  });

  it('gives images without alt an empty alt, marking them decorative', () => {
    expect(sanitizeEmailHtml('<img src="https://cdn.example.com/a.png">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="" />',
    );
    expect(sanitizeEmailHtml('<img src="https://cdn.example.com/a.png" alt="Chart">')).toContain('alt="Chart"');
  });
});
