import type { Decorator } from '@storybook/react-vite';
import { makeTheme, themeVars, ToastProvider } from '@lobby/ui-kit';
import { useLayoutEffect, type ReactNode } from 'react';
import { brands, type BrandId } from './brands';

type Locale = 'th' | 'en';

const toastText: Record<Locale, { closeLabel: string; regionLabel: string }> = {
  th: { closeLabel: 'ปิด', regionLabel: 'การแจ้งเตือน' },
  en: { closeLabel: 'Close', regionLabel: 'Notifications' },
};

/** Puts the brand's theme on <html> (portals in <body> see it too) and sets <html lang> for Thai line breaking. */
function BrandRoot({ brand, locale, children }: { brand: BrandId; locale: Locale; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVars(makeTheme(brands[brand] ?? brands['nakhon-gold'])))) {
      root.style.setProperty(name, value);
    }
    root.lang = locale;
  }, [brand, locale]);
  return <ToastProvider {...toastText[locale]}>{children}</ToastProvider>;
}

export const withBrandAndLocale: Decorator = (Story, context) => {
  const brand = (context.globals.brand ?? 'nakhon-gold') as BrandId;
  const locale = (context.globals.locale === 'en' ? 'en' : 'th') as Locale;
  return (
    <BrandRoot brand={brand} locale={locale}>
      <Story />
    </BrandRoot>
  );
};
