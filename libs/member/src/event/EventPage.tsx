import type { BrandEvent } from '@lobby/contract';
import { useLocale, useLocalizedPath, useTranslation } from '@lobby/i18n';
import { ButtonLink, cx, Icon } from '@lobby/ui-kit';
import { Link } from 'react-router';
import { useEventsQuery } from '../memberApi';
import { formatDay } from '../shared/dates';
import { prefetchPublic } from '../shared/prefetchPublic';
import { LoadError, Loading } from '../shared/QueryState';
import * as page from '../shared/page.css';
import { usePublic } from '../shared/usePublic';
import * as css from './EventPage.css';

/** event (spec §2): the brand's events on now, then those coming, each with its dates and where it leads. */
export function EventPage() {
  const { t } = useTranslation('member');
  const events = useEventsQuery(usePublic());
  return (
    <div className={page.page} data-testid="event-page">
      <header className={page.header}>
        <h1 className={page.title}>{t('event.heading')}</h1>
        <p className={page.intro}>{t('event.intro')}</p>
      </header>
      {events.isLoading ? (
        <Loading />
      ) : events.isError ? (
        <LoadError onRetry={() => void events.refetch()} />
      ) : events.data?.length ? (
        <ul className={page.grid}>
          {events.data.map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={page.notice}>{t('event.empty')}</p>
      )}
    </div>
  );
}

export function EventCard({ event }: { event: BrandEvent }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const localize = useLocalizedPath();
  const live = event.state === 'live';
  return (
    <article className={cx(page.card, css.card)} data-testid="event-card" aria-labelledby={`event-${event._id}`}>
      {event.img && <img src={event.img} alt="" className={css.image} loading="lazy" />}
      <div className={css.body}>
        <span className={cx(page.chip, live ? page.tone.success : page.tone.pending)}>
          <Icon name={live ? 'star' : 'clock'} size={14} />
          {live ? t('event.live') : t('event.upcoming')}
        </span>
        <h2 className={css.title} id={`event-${event._id}`}>
          {event.title}
        </h2>
        <p className={page.muted}>
          {t('common.period', { start: formatDay(event.start, locale), end: formatDay(event.end, locale) })}
        </p>
        <p>{event.body}</p>
        {event.link && (
          <ButtonLink as={Link} to={localize(event.link)} variant="secondary" className={css.action}>
            {t('event.open')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

EventPage.prefetch = prefetchPublic('events');
