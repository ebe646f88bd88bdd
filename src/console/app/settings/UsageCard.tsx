import type { AccountInfo } from './api';

type Usage = AccountInfo['usage'];

const month = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This calendar month's use of the account, in the signed-in key's environment. */
export function UsageCard({ usage }: { usage: Usage }) {
  const tiles: [string, number][] = [
    ['Emails written', usage.emailsGenerated],
    ['Brand imports', usage.brandImports],
    ['Previews', usage.previews],
    ['Exports', usage.exports],
    ['Test sends', usage.testSends],
    ['Contacts stored', usage.contactsStored],
  ];
  return (
    <section className="usage" aria-labelledby="usage-title">
      <h3 id="usage-title">
        Usage in {month(usage.period.start)} <span className="muted small">({usage.environment === 'live' ? 'live' : 'test'} environment, UTC)</span>
      </h3>
      <ul className="usage-tiles">
        {tiles.map(([label, n]) => (
          <li key={label}>
            <span className="usage-number">{n.toLocaleString()}</span>
            <span className="usage-label">{label}</span>
          </li>
        ))}
      </ul>
      <p className="muted small">Emails written counts each generation and refinement that produced a version; contacts are those stored now. Checks store nothing and are not counted.</p>
    </section>
  );
}
