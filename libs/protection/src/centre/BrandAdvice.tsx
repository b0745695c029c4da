import { useLocale, useTranslation } from '@lobby/i18n';
import { Skeleton } from '@lobby/ui-kit';
import { LegalFailed, useLegalFile, type LoadLegalFile } from '../legal/LegalPage';
import * as css from '../shared/page.css';

/**
 * The brand's own advice on playing responsibly, kept in its folder like its terms
 * (apps/<brand>/public/legal/responsible-gaming.json) and shown as plain text; the page's tools stay the site's.
 */
export function BrandAdvice({ load }: { load?: LoadLegalFile }) {
  const { t } = useTranslation('protection');
  const locale = useLocale();
  const { file, retry } = useLegalFile('responsible-gaming', load);
  if (file === 'failed') return <LegalFailed onRetry={retry} />;
  const text = file?.[locale];
  if (!text)
    return (
      <section className={css.header} aria-busy="true">
        <span role="status" className={css.note}>
          {t('legal.loading')}
        </span>
        <Skeleton lines={4} />
      </section>
    );
  return (
    <section className={css.header} aria-labelledby="rg-advice" data-testid="rg-advice">
      <h2 id="rg-advice" className={css.cardTitle}>
        {text.title}
      </h2>
      {text.sections.map((section) => (
        <div key={section.heading} className={css.header}>
          <h3 className={css.subTitle}>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={css.intro}>
              {paragraph}
            </p>
          ))}
        </div>
      ))}
      <p className={css.note}>{t('legal.updated', { date: text.updated })}</p>
    </section>
  );
}
