import type { ProviderChipData, ProviderChipProps } from './ProviderChip';
import type { RenderLink } from '../shared/links';

/** Props shared by ProviderRail and ProviderGrid. */
export interface ProviderListProps {
  providers: readonly ProviderChipData[];
  /** The selected provider's id (current filter). */
  selectedId?: string | null;
  /** A link per provider (e.g. `(p) => localize('/list/' + p.id)`); without it chips are buttons. */
  hrefFor?: (provider: ProviderChipData) => string;
  renderLink?: RenderLink;
  onSelect?: (provider: ProviderChipData | null) => void;
  /** Adds an "ทุกค่าย / All providers" chip first; `href` for links mode. */
  all?: { href?: string };
  /** Names the list; defaults to "ค่ายเกม". */
  label?: string;
}

export function chipProps(props: ProviderListProps, provider: ProviderChipData): Omit<ProviderChipProps, 'variant'> {
  return {
    provider,
    selected: props.selectedId === provider.id,
    href: props.hrefFor?.(provider),
    renderLink: props.renderLink,
    onSelect: props.onSelect,
  };
}
