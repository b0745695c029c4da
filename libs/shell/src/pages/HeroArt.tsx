import * as css from './HeroArt.css';

/** Decorative chips and cards drawn in the brand's colours (no raster art, no text in images). */
export function HeroArt() {
  return (
    <svg className={css.art} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <g className={css.card} transform="rotate(-12 170 110)">
        <rect x="120" y="30" width="96" height="136" rx="12" />
        <path className={css.suit} d="M168 78c10-14 28-4 20 10l-20 22-20-22c-8-14 10-24 20-10z" />
      </g>
      <g className={css.cardAlt} transform="rotate(10 230 110)">
        <rect x="190" y="40" width="96" height="136" rx="12" />
        <path className={css.suitAlt} d="M238 84l18 26-18 26-18-26z" />
      </g>
      <g className={css.chip}>
        <circle cx="92" cy="150" r="42" />
        <circle className={css.chipRing} cx="92" cy="150" r="30" />
        <circle className={css.chipDash} cx="92" cy="150" r="38" />
      </g>
      <g className={css.chipAlt}>
        <circle cx="270" cy="182" r="28" />
        <circle className={css.chipRing} cx="270" cy="182" r="19" />
      </g>
    </svg>
  );
}
