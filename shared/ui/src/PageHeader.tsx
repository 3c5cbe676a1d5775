import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** The page's main actions, at the end of the title row (below it on a phone). */
  actions?: ReactNode;
  /** Extra content beside the title, e.g. a status badge. */
  children?: ReactNode;
  titleId?: string;
}

/** The top of every page of an area: the same heading, description and actions layout everywhere. */
export function PageHeader({ title, description, actions, children, titleId }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <div className="page-header-title">
          <h1 id={titleId}>{title}</h1>
          {children}
        </div>
        {description && <p className="page-header-description">{description}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}
