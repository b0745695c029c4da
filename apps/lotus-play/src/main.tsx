import '@fontsource/kanit/400.css';
import '@fontsource/kanit/600.css';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import './theme.css';
import { createSite, parseSiteEnv } from '@lobby/shell';
import { brand } from './brand.config';

createSite(brand, document.getElementById('root') as HTMLElement, parseSiteEnv(import.meta.env));
