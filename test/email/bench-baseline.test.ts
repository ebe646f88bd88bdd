import { createElement } from 'react';
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/email';
import Baseline from '../../bench/fixtures/render-baseline';
import { loadFixture } from './helpers';

describe('bench/render baseline', () => {
  it('renders exactly what renderHtml renders for the twelve-block fixture, so the bench compares like with like', async () => {
    expect(await render(createElement(Baseline))).toBe(await renderHtml(loadFixture('twelve-block-promo')));
  });
});
