import type { QueryError } from '@lobby/api-client';
import { selectAuthenticated } from '@lobby/auth-guards';
import { claimRefusal, type Bonus, type PromotionItem } from '@lobby/contract';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, cx, Icon } from '@lobby/ui-kit';
import { usePageTitleParam } from '@lobby/util';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClaimBonusMutation, usePromotionQuery } from '../memberApi';
import { LoadError } from '../shared/QueryState';
import { TimeLeft } from '../shared/TimeLeft';
import { categoryIcon } from '../shared/categories';
import * as page from '../shared/page.css';
import { useMoneyLink } from '../shared/useDepositLink';
import { usePublic } from '../shared/usePublic';
import * as css from './PromotionPage.css';
import { TermsList } from './TermsList';

/**
 * promotion (spec §2; the promotion is `?id=<code>`): the promotion's picture, text and terms, and what the member
 * can do — claim it and deposit (the deposit panel opens: the drawer over this page on larger screens, the deposit
 * page on phones), deposit on a claimed one, or log in first.
 */
export function PromotionPage() {
  const { t } = useTranslation('member');
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { groupID, lang } = usePublic();
  const valid = /^[\w-]{1,60}$/.test(id);
  const query = usePromotionQuery({ groupID, lang, id }, { skip: !valid });
  usePageTitleParam(query.data?.promotion.title);

  const missing = !valid || (query.error as QueryError | undefined)?.kind === 'code';
  return (
    <div className={cx(page.page, page.narrow)} data-testid="promotion-page">
      <Link to={localize('/promotions')} className={page.textLink}>
        {t('promotion.backToList')}
      </Link>
      {missing ? (
        <p className={page.notice} role="status">
          {t('promotion.missing')}
        </p>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p role="status" className={page.muted}>
          {t('common.loading')}
        </p>
      ) : (
        <PromotionDetail promotion={query.data.promotion} bonus={query.data.bonus} />
      )}
    </div>
  );
}

function PromotionDetail({ promotion, bonus }: { promotion: PromotionItem; bonus: Bonus | null }) {
  const { t } = useTranslation('member');
  return (
    <article className={page.section} aria-labelledby="promotion-title">
      {promotion.img && <img src={promotion.img} alt="" className={css.hero} />}
      <span className={cx(page.chip, page.tone.accent)}>
        <Icon name={categoryIcon[promotion.category]} size={14} />
        {t(`promotions.category.${promotion.category}`)}
      </span>
      <h1 className={page.title} id="promotion-title">
        {promotion.title}
      </h1>
      <p className={page.intro}>{promotion.summary}</p>
      <div className={css.details}>
        {promotion.details.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section className={page.section} aria-labelledby="promotion-terms">
        <h2 className={page.sectionTitle} id="promotion-terms">
          {t('terms.title')}
        </h2>
        <TermsList promotion={promotion} />
      </section>
      <PromotionAction promotion={promotion} bonus={bonus} />
    </article>
  );
}

/** The call to action: claim and deposit, deposit on the claimed bonus, or log in first. */
export function PromotionAction({ promotion, bonus }: { promotion: PromotionItem; bonus: Bonus | null }) {
  const { t } = useTranslation('member');
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const moneyLink = useMoneyLink();
  const { lang } = usePublic();
  const authenticated = useSelector(selectAuthenticated);
  const [claim, claiming] = useClaimBonusMutation();
  const [refusal, setRefusal] = useState<string>();
  const deposit = moneyLink('deposit');
  const open = bonus && (bonus.state === 'pending' || bonus.state === 'active') ? bonus : null;
  const loginHref = localize(`/login?url=${encodeURIComponent(`${location.pathname}${location.search}`)}`);

  const onClaim = async () => {
    setRefusal(undefined);
    const answer = await claim({ promotion: promotion.code, lang });
    if ('data' in answer) {
      void navigate(deposit.to, deposit.state ? { state: deposit.state } : undefined);
      return;
    }
    const error = answer.error as QueryError;
    const reason = claimRefusal.safeParse((error.body?.result as { reason?: unknown } | undefined)?.reason);
    const why = {
      'open-bonus': t('promotion.refused.open-bonus'),
      'already-claimed': t('promotion.refused.already-claimed'),
      'not-claimable': t('promotion.refused.not-claimable'),
      ended: t('promotion.refused.ended'),
    };
    setRefusal(reason.success ? why[reason.data] : t('common.loadError'));
  };

  const depositLink = (label: string) => (
    <ButtonLink as={Link} {...deposit} size="lg" block data-testid="promotion-deposit">
      <Icon name="deposit" size={20} />
      {label}
    </ButtonLink>
  );

  let body;
  if (promotion.terms.claim === 'affiliate') {
    body = (
      <ButtonLink as={Link} to={localize('/affiliate')} size="lg" block>
        {t('promotion.toAffiliate')}
      </ButtonLink>
    );
  } else if (!authenticated) {
    body = (
      <ButtonLink as={Link} to={loginHref} size="lg" block data-testid="promotion-login">
        {t('promotion.loginToClaim')}
      </ButtonLink>
    );
  } else if (promotion.terms.claim === 'auto') {
    body = (
      <>
        <p className={css.status}>
          <Icon name="info" size={18} />
          {t('promotion.auto')}
        </p>
        {depositLink(t('promotion.deposit'))}
      </>
    );
  } else if (open) {
    body = (
      <>
        <p className={css.status} role="status" data-testid="promotion-bonus-state">
          <Icon name="check" size={18} />
          {open.state === 'pending'
            ? t('promotion.pending', { amount: Math.max(open.min_deposit, 1) })
            : t('promotion.active')}
        </p>
        {open.state === 'pending' && (
          <p className={css.status}>
            {t('bonus.timeLeft')} <TimeLeft until={open.expires_at} label={t('bonus.timeLeft')} />
          </p>
        )}
        {open.state === 'pending' && depositLink(t('promotion.depositNow'))}
        <Link to={localize('/bonus')} className={page.textLink}>
          {t('promotion.seeBonuses')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <Button
          size="lg"
          block
          loading={claiming.isLoading}
          onClick={() => void onClaim()}
          data-testid="promotion-claim"
          startIcon={<Icon name="gift" size={20} />}
        >
          {t('promotion.claim')}
        </Button>
        {refusal && (
          <p className={cx(css.status, page.tone.danger)} role="alert" data-testid="promotion-refused">
            <Icon name="warning" size={18} />
            {refusal}
          </p>
        )}
      </>
    );
  }
  return (
    <div className={css.cta} data-testid="promotion-action">
      {body}
    </div>
  );
}
