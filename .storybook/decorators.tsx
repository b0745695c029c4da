import type { Decorator } from '@storybook/react-vite';
import { makeTheme, themeVars, ToastProvider } from '@lobby/ui-kit';
import { useLayoutEffect, type ReactNode } from 'react';
import { common } from '@lobby/i18n';
import { brandConfigs, brands, type BrandId } from './brands';

type Locale = 'th' | 'en';

const toastText = (locale: Locale) => ({
  closeLabel: common[locale].actions.close,
  regionLabel: common[locale].notifications,
});

/**
 * Puts the brand's theme on <html> (portals in <body> see it too) and sets <html lang> for Thai line breaking. Toasts
 * have a provider unless the story brings its own (parameters.ownToastProvider: the Toast docs, whose args set it).
 */
function BrandRoot({
  brand,
  locale,
  toasts,
  children,
}: {
  brand: BrandId;
  locale: Locale;
  toasts: boolean;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVars(makeTheme(brands[brand] ?? brandConfigs[0]!.theme)))) {
      root.style.setProperty(name, value);
    }
    root.lang = locale;
  }, [brand, locale]);
  return toasts ? <ToastProvider {...toastText(locale)}>{children}</ToastProvider> : children;
}

export const withBrandAndLocale: Decorator = (Story, context) => {
  const brand = (context.globals.brand ?? 'nakhon-gold') as BrandId;
  const locale = (context.globals.locale === 'en' ? 'en' : 'th') as Locale;
  return (
    <BrandRoot brand={brand} locale={locale} toasts={context.parameters.ownToastProvider !== true}>
      <Story />
    </BrandRoot>
  );
};
