import { defineFeature } from '@lobby/util';
import { shellLocales } from '../locales';

/**
 * The shell's own pages. Every other route of spec §2 is a feature's (the route table test checks that none is left
 * to the shell).
 */
export const shellFeature = defineFeature({
  feature: 'shell',
  namespaces: { shell: shellLocales },
  routes: [
    {
      name: 'maintenance',
      path: 'maintenance',
      layout: 'bare',
      header: 'named',
      page: () => import('../pages/MaintenancePage').then((m) => m.MaintenancePage),
    },
  ],
});
