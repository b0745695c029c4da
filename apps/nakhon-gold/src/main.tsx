import '@fontsource/kanit/400.css';
import '@fontsource/kanit/600.css';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import './theme.css';
import { bootSite } from '@lobby/shell/boot';

// The page paints from its prerendered HTML; the site's code (site.ts) loads after that first paint.
bootSite(() => import('./site'), import.meta.env);
