import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The head of every screen: an optional crumb back to the section, the title (the h1 the page's
 * section is labelled by), an optional line under it, and actions on the right.
 */
export function PageHead({ id, title, crumb, subtitle, actions }: { id: string; title: ReactNode; crumb?: { href: string; label: string }; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={actions ? 'page-head row' : 'page-head'}>
      <div>
        {crumb && (
          <p className="crumb">
            <Link href={crumb.href}>{crumb.label}</Link> /
          </p>
        )}
        <h1 id={id}>{title}</h1>
        {subtitle && <p className="muted subtitle">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}
