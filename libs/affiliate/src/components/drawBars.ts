import { BarChart } from 'chartist';

export interface BarsOptions {
  labels: string[];
  values: number[];
  /** An axis value as the page writes it (compact money). */
  formatValue: (value: number) => string;
  /** Called once the chart is in the page (Chartist draws on the next tick). */
  onDrawn?: () => void;
}

/** At most this many day labels under a chart; the others stay blank (every day keeps its bar). */
const MAX_X_LABELS = 8;
const HEIGHT_PX = 176;

/**
 * One series as bars (Chartist, SVG: its colours come from the theme's CSS variables in ReportChart.css.ts). Loaded
 * as its own chunk with the report page's chart. Returns the function that removes the chart's listeners.
 */
export function drawBars(container: HTMLElement, { labels, values, formatValue, onDrawn }: BarsOptions): () => void {
  const every = Math.max(1, Math.ceil(labels.length / MAX_X_LABELS));
  const chart = new BarChart(
    container,
    { labels, series: [values] },
    {
      height: HEIGHT_PX,
      // A container that has no width yet (a test's DOM) still gets a chart to look at.
      width: container.clientWidth > 0 ? undefined : 600,
      chartPadding: { top: 8, right: 8, bottom: 0, left: 8 },
      axisX: {
        showGrid: false,
        labelInterpolationFnc: (value: string | number, index: number) => (index % every === 0 ? String(value) : ''),
      },
      axisY: { offset: 64, onlyInteger: false, labelInterpolationFnc: (value: number) => formatValue(value) },
    },
  );
  if (onDrawn) chart.on('created', onDrawn);
  return () => chart.detach();
}
