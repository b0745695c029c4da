import { useBrand, type LegalDocument } from '@lobby/brand';
import { useLocale, useTranslation, type Locale } from '@lobby/i18n';
import { Button, Skeleton } from '@lobby/ui-kit';
import { notFound } from '@lobby/util';
import { useEffect, useState } from 'react';
import * as css from '../shared/page.css';

/**
 * A document as the brand keeps it: apps/<brand>/public/legal/<doc>.json, plain text in both languages (the terms, the
 * privacy policy, and the responsible-gaming page's advice).
 */
export interface LegalText {
  title: string;
  /** YYYY-MM-DD. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}
export type LegalFile = Record<Locale, LegalText>;
export type LoadLegalFile = (doc: LegalDocument) => Promise<LegalFile>;

export function isLegalFile(value: unknown): value is LegalFile {
  const ok = (text: unknown) => {
    const t = text as LegalText | undefined;
    return (
      typeof t?.title === 'string' &&
      typeof t.updated === 'string' &&
      Array.isArray(t.sections) &&
      t.sections.every((s) => typeof s.heading === 'string' && s.paragraphs.every((p) => typeof p === 'string'))
    );
  };
  return ok((value as LegalFile | undefined)?.th) && ok((value as LegalFile | undefined)?.en);
}

/** Where a brand's document is served from (its public folder, copied into the build). */
export const legalUrl = (doc: LegalDocument) => `/legal/${doc}.json`;

/**
 * The brand's terms or privacy policy (issue 15): only where the brand publishes it (else the 404 page); the text is
 * the brand's, shown as plain text (no HTML is ever injected).
 */
function LegalPage({ doc }: { doc: LegalDocument }) {
  const brand = useBrand();
  if (!brand.trust?.documents?.includes(doc)) throw notFound();
  return <LegalDocumentView doc={doc} />;
}

/** A brand's document as it loads: undefined while loading, 'failed' when it did not; `retry` asks again. */
export function useLegalFile(doc: LegalDocument, load: LoadLegalFile = loadLegalFile) {
  const [file, setFile] = useState<LegalFile | 'failed'>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    load(doc).then(
      (loaded) => alive && setFile(loaded),
      () => alive && setFile('failed'),
    );
    return () => {
      alive = false;
    };
  }, [doc, load, attempt]);

  const retry = () => {
    setFile(undefined);
    setAttempt((n) => n + 1);
  };
  return { file, retry };
}

/** A document that did not load: say so, and offer to try again. */
export function LegalFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('protection');
  return (
    <div className={css.card} role="alert">
      <p className={css.intro}>{t('legal.failed')}</p>
      <div className={css.row}>
        <Button variant="secondary" onClick={onRetry}>
          {t('legal.retry')}
        </Button>
      </div>
    </div>
  );
}

export function LegalDocumentView({ doc, load }: { doc: LegalDocument; load?: LoadLegalFile }) {
  const { t } = useTranslation('protection');
  const locale = useLocale();
  const { file, retry } = useLegalFile(doc, load);

  if (file === 'failed')
    return (
      <div className={css.page}>
        <LegalFailed onRetry={retry} />
      </div>
    );
  const text = file?.[locale];
  return (
    <article className={css.page} data-testid={`legal-${doc}`} aria-busy={!text}>
      {text ? (
        <>
          <header className={css.header}>
            <h1 className={css.title}>{text.title}</h1>
            <p className={css.note}>{t('legal.updated', { date: text.updated })}</p>
          </header>
          {text.sections.map((section) => (
            <section key={section.heading} className={css.header}>
              <h2 className={css.cardTitle}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={css.intro}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </>
      ) : (
        <>
          <span role="status" className={css.note}>
            {t('legal.loading')}
          </span>
          <Skeleton lines={6} />
        </>
      )}
    </article>
  );
}

/** Fetches the brand's document from its public folder and checks that it is one. */
export async function loadLegalFile(doc: LegalDocument): Promise<LegalFile> {
  const response = await fetch(legalUrl(doc), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${legalUrl(doc)}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isLegalFile(body)) throw new Error(`${legalUrl(doc)} is not a legal document`);
  return body;
}

export const TermsPage = () => <LegalPage doc="terms" />;
export const PrivacyPage = () => <LegalPage doc="privacy" />;
