import { vars } from './contract.css';
import type { makeTheme } from './makeTheme';

export type Theme = ReturnType<typeof makeTheme>;

/** `var(--color-bg__x1)` → `--color-bg__x1`. */
function propertyName(reference: string): string {
  return reference.replace(/^var\(/, '').replace(/\)$/, '');
}

/**
 * The theme as CSS custom properties for the `vars` contract, e.g. for `element.style.setProperty`
 * or a React `style` prop: lets Storybook and tests switch brands at runtime without a stylesheet.
 */
export function themeVars(theme: Theme): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (contract: unknown, values: unknown, path: string) => {
    if (typeof contract === 'string') {
      if (values === undefined || values === null) throw new Error(`themeVars: theme has no value for "${path}"`);
      out[propertyName(contract)] = String(values);
      return;
    }
    for (const [key, child] of Object.entries(contract as Record<string, unknown>)) {
      walk(child, (values as Record<string, unknown> | undefined)?.[key], path ? `${path}.${key}` : key);
    }
  };
  walk(vars, theme, '');
  return out;
}
