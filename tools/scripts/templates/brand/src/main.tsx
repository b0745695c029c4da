import '@fontsource/kanit/400.css';
import '@fontsource/kanit/600.css';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import './theme.css';
import { createSite, parseSiteEnv } from '@lobby/shell';
import { brand } from './brand.config';

// The server that serves the build may point it at another API (meta lobby-api-url); else the build's default.
const runtimeApi = document.querySelector<HTMLMetaElement>('meta[name="lobby-api-url"]')?.content;
createSite(
  brand,
  document.getElementById('root') as HTMLElement,
  parseSiteEnv({ ...import.meta.env, VITE_API_URL: runtimeApi || import.meta.env.VITE_API_URL }),
);
