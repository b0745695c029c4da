import { useGamesText } from '../../locale';
import { ProviderChip } from './ProviderChip';
import { chipProps, type ProviderListProps } from './ProviderList';
import * as s from './ProviderChip.css';

export type ProviderGridProps = ProviderListProps;

/** Provider logo cards: 3 columns on phones, 4 from 480px, 5 on tablets, 6 on desktop, 8 on wide screens. */
export function ProviderGrid(props: ProviderGridProps) {
  const { t } = useGamesText();
  return (
    <ul className={s.grid} aria-label={props.label ?? t('providers.label')}>
      {props.all && (
        <li className={s.gridItem}>
          <ProviderChip
            variant="card"
            provider={{ id: '', name: t('providers.all') }}
            selected={!props.selectedId}
            href={props.all.href}
            renderLink={props.renderLink}
            onSelect={props.onSelect ? () => props.onSelect?.(null) : undefined}
          />
        </li>
      )}
      {props.providers.map((provider) => (
        <li key={provider.id} className={s.gridItem}>
          <ProviderChip variant="card" {...chipProps(props, provider)} />
        </li>
      ))}
    </ul>
  );
}
