import type { PromotionItem } from '@lobby/contract';
import { useLocale, useTranslation } from '@lobby/i18n';
import { ButtonLink, cx, Icon } from '@lobby/ui-kit';
import { Link } from 'react-router';
import { formatDay } from '../shared/dates';
import { categoryIcon } from '../shared/categories';
import * as page from '../shared/page.css';
import * as css from './PromotionCard.css';

/**
 * One promotion in the list: its picture, category, title, one line, the terms a member weighs first (bonus, turnover,
 * end) and the way to its page.
 */
export function PromotionCard({
  promotion,
  href,
  priority = false,
}: {
  promotion: PromotionItem;
  href: string;
  /** The first card, on the first screen: its picture loads at once (the page's largest paint), not lazily. */
  priority?: boolean;
}) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const { terms } = promotion;
  return (
    <article
      className={cx(page.card, css.card)}
      data-testid="promotion-card"
      aria-labelledby={`promo-${promotion._id}`}
    >
      {promotion.img && (
        <img
          src={promotion.img}
          alt=""
          className={css.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
      <div className={css.body}>
        <span className={cx(page.chip, page.tone.accent)}>
          <Icon name={categoryIcon[promotion.category]} size={14} />
          {t(`promotions.category.${promotion.category}`)}
        </span>
        <h3 className={css.title} id={`promo-${promotion._id}`}>
          {promotion.title}
        </h3>
        <p className={page.muted}>{promotion.summary}</p>
        <ul className={css.facts}>
          {terms.bonus_percent > 0 && terms.max_bonus > 0 && (
            <li className={css.fact}>
              <Icon name="star" size={14} />
              {t('terms.bonus', { percent: terms.bonus_percent, max: terms.max_bonus })}
            </li>
          )}
          {terms.turnover > 0 && (
            <li className={css.fact}>
              <Icon name="refresh" size={14} />
              {t('terms.turnover', { times: terms.turnover })}
            </li>
          )}
          {promotion.end && (
            <li className={css.fact}>
              <Icon name="clock" size={14} />
              {t('promotions.until', { date: formatDay(promotion.end, locale) })}
            </li>
          )}
        </ul>
        <div className={css.foot}>
          <ButtonLink
            as={Link}
            to={href}
            variant="secondary"
            block
            aria-label={t('promotions.detailsOf', { title: promotion.title })}
          >
            {t('promotions.details')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
