import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../lib/context';

const NAV = [
  { href: '/', label: 'Brands', match: (p: string) => p === '/' || p.startsWith('/brands') },
  { href: '/write', label: 'Write', match: (p: string) => p.startsWith('/write') },
  { href: '/check', label: 'Check', match: (p: string) => p.startsWith('/check') },
  { href: '/preview', label: 'Preview', match: (p: string) => p.startsWith('/preview') },
  { href: '/export', label: 'Export', match: (p: string) => p.startsWith('/export') },
  { href: '/contacts', label: 'Contacts', match: (p: string) => p.startsWith('/contacts') },
  { href: '/settings', label: 'Settings', match: (p: string) => p.startsWith('/settings') },
];

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { signOut } = useSession();
  return (
    <div className="shell">
      <a className="skip" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
        Skip to content
      </a>
      <header className="topbar">
        <Link href="/" className="wordmark">
          brand<span>mail</span>
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={item.match(location) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="topbar-end">
          <a href="/docs" className="quiet">API docs</a>
          <button type="button" className="quiet" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
