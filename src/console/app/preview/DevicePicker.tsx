import { useMemo, useState } from 'react';
import type { SupportedDevice } from '@brandmail/sdk';

const TYPES: Record<SupportedDevice['type'], string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Desktop apps', webmail: 'Webmail' };
const MAX = 20;

/** The email client family a device emulates: "outlook" of "outlook.windows" (Windows Mail is one of them). */
export const familyOf = (d: SupportedDevice) => d.emulates.split('.')[0];

const NAMES: Record<string, string> = { aol: 'AOL Mail', protonmail: 'Proton Mail', 'apple-mail': 'Apple Mail', 'samsung-email': 'Samsung Email', yahoo: 'Yahoo Mail' };
const familyName = (f: string) => NAMES[f] ?? f.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

/** Search the catalogue, narrow it to one client family, and tick devices (grouped by kind). */
export function DevicePicker({ devices, chosen, onChange }: { devices: SupportedDevice[]; chosen: string[]; onChange(ids: string[]): void }) {
  const [query, setQuery] = useState('');
  const [family, setFamily] = useState('');
  const families = useMemo(() => [...new Set(devices.map(familyOf))].sort((a, b) => familyName(a).localeCompare(familyName(b))), [devices]);
  const q = query.trim().toLowerCase();
  const shown = devices.filter((d) => (!family || familyOf(d) === family) && (!q || `${d.name} ${d.client} ${d.os}`.toLowerCase().includes(q)));
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : chosen.length >= MAX ? chosen : [...chosen, id]);
  return (
    <div className="device-picker">
      <div className="form-row tight">
        <div className="field">
          <label htmlFor="device-search">Search</label>
          <input id="device-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="iPhone, Outlook, Gmail…" />
        </div>
        <div className="field">
          <label htmlFor="device-family">Client family</label>
          <select id="device-family" value={family} onChange={(e) => setFamily(e.target.value)}>
            <option value="">All ({devices.length})</option>
            {families.map((f) => (
              <option key={f} value={f}>{familyName(f)}</option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted small" aria-live="polite">
        {chosen.length} chosen (up to {MAX}){chosen.length ? ' · ' : ''}
        {chosen.length > 0 && (
          <button type="button" className="link-button" onClick={() => onChange([])}>
            clear
          </button>
        )}
      </p>
      <div className="device-groups">
        {(Object.keys(TYPES) as SupportedDevice['type'][]).map((type) => {
          const group = shown.filter((d) => d.type === type);
          if (!group.length) return null;
          return (
            <fieldset key={type} className="device-group">
              <legend>{TYPES[type]}</legend>
              {group.map((d) => (
                <label key={d.id} className="check device-option">
                  <input type="checkbox" checked={chosen.includes(d.id)} onChange={() => toggle(d.id)} disabled={!chosen.includes(d.id) && chosen.length >= MAX} />
                  <span>
                    {d.name}
                    {d.name.includes(d.client) ? '' : <span className="muted small"> · {d.client}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          );
        })}
        {!shown.length && <p className="empty">No device matches.</p>}
      </div>
    </div>
  );
}
