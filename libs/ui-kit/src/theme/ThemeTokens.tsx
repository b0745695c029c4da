import type { BrandTokens } from '@lobby/brand';
import { contrastRatio } from './colour';
import { makeTheme } from './makeTheme';
import * as s from './ThemeTokens.css';

/** Text colours and the backgrounds they are drawn on, as components pair them. */
const pairs = [
  ['text', 'bg'],
  ['textMuted', 'bg'],
  ['textOnMenu', 'bgMenu'],
  ['textOnBtn', 'bgBtn'],
  ['textOnCard', 'bgCard'],
  ['textOnSubBtn', 'bgSubBtnAndGbIcon'],
  ['textOnBtnInContent', 'bgBtnInContent'],
  ['success', 'bgCard'],
  ['pending', 'bgCard'],
  ['danger', 'bg'],
] as const;

const samples = { th: 'ฝากเงินเข้าบัญชี สล็อตออนไลน์', en: 'Deposit to your balance 1,234.50' };

/**
 * A brand's theme as a designer reviews it: every colour of the contract, each text-on-background pair with its
 * WCAG contrast ratio (AA needs 4.5 for body text, 3 for large text), and the type scale in Thai and Latin.
 * Brand colours are data here, shown as values: this is the one place they are printed.
 */
export function ThemeTokens({ name, tokens }: { name: string; tokens: BrandTokens }) {
  const theme = makeTheme(tokens);
  const colours = theme.color as Record<string, string>;
  return (
    <section className={s.page} aria-label={name}>
      <h2 className={s.heading}>{name}</h2>
      <h3 className={s.subheading}>Colours</h3>
      <ul className={s.swatches}>
        {Object.entries(colours).map(([key, value]) => (
          <li key={key} className={s.swatch}>
            <span className={s.chip} style={{ background: value }} aria-hidden="true" />
            <code>{key}</code>
            <code className={s.value}>{value}</code>
          </li>
        ))}
      </ul>
      <h3 className={s.subheading}>Text on its background</h3>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">Pair</th>
            <th scope="col">Sample</th>
            <th scope="col">Contrast</th>
            <th scope="col">AA</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(([fg, bg]) => {
            const ratio = contrastRatio(colours[fg]!, colours[bg]!);
            return (
              <tr key={`${fg}-${bg}`} data-testid={`contrast-${fg}`}>
                <td>
                  <code>
                    {fg} / {bg}
                  </code>
                </td>
                <td style={{ background: colours[bg], color: colours[fg] }} className={s.sample}>
                  {samples.th}
                </td>
                <td className={s.value}>{ratio.toFixed(2)} : 1</td>
                <td>{ratio >= 4.5 ? 'pass' : ratio >= 3 ? 'large text only' : 'fail'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3 className={s.subheading}>Type scale</h3>
      <ul className={s.scale}>
        {Object.entries(theme.fontSize).map(([key, size]) => (
          <li key={key} style={{ fontSize: size }}>
            <code className={s.value}>
              {key} {size}
            </code>
            <span style={{ fontFamily: theme.font.heading }}>{samples.th}</span>
            <span style={{ fontFamily: theme.font.body }}>{samples.en}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
