/** One reading of caniemail for validation and preview emulation. */
import { describe, expect, it } from 'vitest';
import { readCaniemail } from '../../src/lib/caniemail';
import { clientSupport } from '../../src/preview/emulation/caniemail';
import { caniemailData } from '../../src/validate/compatibility/data';

const LETTER = { supported: 'y', partial: 'a', unsupported: 'n', unknown: 'u' } as const;

describe('caniemail reader', () => {
  it('validation and preview emulation agree on every feature × client pair', () => {
    const data = caniemailData();
    let pairs = 0;
    const disagreements: string[] = [];
    for (const client of data.clients) {
      const preview = clientSupport(client.id);
      for (const feature of data.features.values()) {
        const v = feature.support.get(client.id);
        const p = preview.get(feature.slug);
        if (v || p) pairs++;
        const same = v && p ? LETTER[v.support] === p.level && JSON.stringify(v.notes) === JSON.stringify(p.notes) : !v && !p;
        if (!same) disagreements.push(`${feature.slug} × ${client.id}: validation ${v?.support}, preview ${p?.level}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(pairs).toBeGreaterThan(12_000);
  });

  it('takes the last-listed result even when its key sorts first, keeping the file’s key order', () => {
    const text = JSON.stringify({
      last_update_date: '2025-01-01',
      nicenames: { family: { outlook: 'Outlook' }, platform: { macos: 'macOS' } },
      data: [],
    }).replace(
      '"data":[]',
      `"data":[{"slug":"x","title":" X ","category":"css","url":"u","notes_by_num":{"1":"Partial. Only on tables."},
        "stats":{"outlook":{"macos":{"2011":"y","2016":"y","16.80":"a #1"}}}}]`,
    );
    const data = readCaniemail(text);
    expect(data.features[0].support.get('outlook.macos')).toEqual({ level: 'a', notes: ['Partial. Only on tables.'] });
    expect(data.clients).toEqual([{ id: 'outlook.macos', family: 'outlook', platform: 'macos', name: 'Outlook macOS' }]);
    expect(data.features[0].title).toBe('X');
  });
});
