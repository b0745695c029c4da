import { startSite as startBrandSite } from '@lobby/shell';
import { brand } from './brand.config';

/** The site itself, which main.tsx loads once the prerendered page has painted. */
export const startSite = () => startBrandSite(brand, import.meta.env);
