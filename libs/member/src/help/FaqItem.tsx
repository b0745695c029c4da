import { Icon } from '@lobby/ui-kit';
import * as css from './FaqItem.css';

/** One question and its answer: a native disclosure (keyboard and screen readers for free), closed at first. */
export function FaqItem({ question, answer, open }: { question: string; answer: string; open?: boolean }) {
  return (
    <details className={css.item} open={open} data-testid="faq-item">
      <summary className={css.summary}>
        <span>{question}</span>
        <Icon name="chevronDown" size={18} className={css.chevron} />
      </summary>
      <p className={css.answer}>{answer}</p>
    </details>
  );
}
