import { Icon } from '@lobby/ui-kit';
import { useGamesText } from '../../locale';
import type { CategoryItem } from '../../types';
import { anchorLink, isPlainClick, type RenderLink } from '../shared/links';
import * as s from './ProviderChip.css';

/** What a provider chip shows. `ProviderInfo` (the 20 providers) fits; `providerFromCategory` maps a category item. */
export interface ProviderChipData {
  /** Slug: Game.category / CategoryItem.category, e.g. "pgsoft". */
  id: string;
  /** Display name, e.g. "PGSoft". */
  name: string;
  /** Logo URL; without one the chip shows a monogram. */
  logo?: string;
  maintenance?: boolean | null;
}

/** A category item (provider tile of the `categorys` query) as chip data. */
export function providerFromCategory(item: CategoryItem): ProviderChipData {
  return {
    id: item.category || item.code,
    name: item.categoryName || item.nameEn,
    logo: item.img || undefined,
    maintenance: item.maintenance,
  };
}

export interface ProviderChipProps {
  provider: ProviderChipData;
  /** chip: a pill for the rail; card: a logo card for the grid. */
  variant?: 'chip' | 'card';
  /** The current filter: aria-current="page" on a link, aria-pressed on a button. */
  selected?: boolean;
  /** Makes the chip a link (e.g. `/list/pgsoft`). */
  href?: string;
  renderLink?: RenderLink;
  /** Without href the chip is a button calling this; with href a plain click calls it instead of navigating. */
  onSelect?: (provider: ProviderChipData) => void;
}

function monogram(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]!.slice(0, 1) + words[1]!.slice(0, 1) : name.slice(0, 2)).toUpperCase();
}

/** One game provider as a 44px+ chip or card, linked or pressed, with a "ปิดปรับปรุง" note when under maintenance. */
export function ProviderChip({
  provider,
  variant = 'chip',
  selected = false,
  href,
  renderLink = anchorLink,
  onSelect,
}: ProviderChipProps) {
  const { t } = useGamesText();
  const content = (
    <>
      {provider.logo ? (
        <img
          className={s.logo[variant]}
          src={provider.logo}
          alt=""
          loading="lazy"
          decoding="async"
          width={96}
          height={40}
        />
      ) : (
        <span className={s.mark[variant]} aria-hidden="true">
          {monogram(provider.name)}
        </span>
      )}
      <span className={s.name}>{provider.name}</span>
      {provider.maintenance && ' '}
      {provider.maintenance && <span className={s.status}>{t('tile.maintenance')}</span>}
      {selected && <Icon name="check" size={16} className={s.check} />}
    </>
  );
  if (href) {
    return renderLink({
      href,
      className: s.chip[variant],
      'aria-current': selected ? 'page' : undefined,
      onClick: onSelect
        ? (event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onSelect(provider);
          }
        : undefined,
      children: content,
    });
  }
  return (
    <button type="button" className={s.chip[variant]} aria-pressed={selected} onClick={() => onSelect?.(provider)}>
      {content}
    </button>
  );
}
