import { useRef } from 'react';
import { IconButton } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import { ProviderChip } from './ProviderChip';
import { chipProps, type ProviderListProps } from './ProviderList';
import * as s from './ProviderChip.css';

export type ProviderRailProps = ProviderListProps;

/** A horizontal, swipeable row of provider chips (scroll buttons for mouse users on desktop). */
export function ProviderRail(props: ProviderRailProps) {
  const { t } = useGamesText();
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy?.({ left: direction * rtl * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  const allSelected = !props.selectedId;
  return (
    <nav className={s.rail} aria-label={props.label ?? t('providers.label')}>
      <span className={s.railButton}>
        <IconButton label={t('providers.previous')} icon="back" onClick={() => scroll(-1)} />
      </span>
      <ul ref={listRef} className={s.railList}>
        {props.all && (
          <li className={s.railItem}>
            <ProviderChip
              provider={{ id: '', name: t('providers.all') }}
              selected={allSelected}
              href={props.all.href}
              renderLink={props.renderLink}
              onSelect={props.onSelect ? () => props.onSelect?.(null) : undefined}
            />
          </li>
        )}
        {props.providers.map((provider) => (
          <li key={provider.id} className={s.railItem}>
            <ProviderChip {...chipProps(props, provider)} />
          </li>
        ))}
      </ul>
      <span className={s.railButton}>
        <IconButton label={t('providers.next')} icon="chevronRight" onClick={() => scroll(1)} />
      </span>
    </nav>
  );
}
