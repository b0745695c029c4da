import type { Preview } from '@storybook/react-vite';
import '@fontsource/kanit/thai-400.css';
import '@fontsource/kanit/400.css';
import '@fontsource/kanit/600.css';
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/400.css';
import { brandConfigs } from './brands';
import { withBrandAndLocale } from './decorators';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandConfigs.map((b) => ({ value: b.id, title: b.siteName })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'th', title: 'ไทย' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'nakhon-gold', locale: 'th' },
  decorators: [withBrandAndLocale],
  parameters: {
    layout: 'padded',
    // The three sizes designers review (the visual run shoots the same ones).
    viewport: {
      options: {
        phone: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820 × 1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1366 × 800', styles: { width: '1366px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
