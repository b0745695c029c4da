import { useBrand } from '@lobby/brand';
import { useLocale } from '@lobby/i18n';

/** What a public call sends: the brand's group (a member's token wins on the server) and the page's language. */
export function usePublic() {
  const brand = useBrand();
  const lang = useLocale();
  return { groupID: brand.defaultGroupId, lang };
}
