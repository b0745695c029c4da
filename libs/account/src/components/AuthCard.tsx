import type { ReactNode } from 'react';
import * as s from './page.css';

/** The card every account page sits in: a heading, an optional intro line, then the content. */
export function AuthCard({
  title,
  intro,
  children,
  testId,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={s.page} data-testid={testId}>
      <div className={s.card}>
        <header className={s.header}>
          <h1 className={s.title}>{title}</h1>
          {intro && <p className={s.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
