import type { EChartsCoreOption } from '@plantel/charts';

export interface ChartSize {
  width: number;
  height: number;
}

/** Draws a chart as SVG, from the same option builders the screens use. */
export type ChartSvg = (option: EChartsCoreOption, size: ChartSize) => string;

let renderer: Promise<ChartSvg> | undefined;

async function loadRenderer(): Promise<ChartSvg> {
  const [echarts, { BarChart, LineChart, PieChart }, components, { SVGRenderer }] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  const { GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent } = components;
  // The charts the report draws (tooltips are registered only because the shared options name them).
  echarts.use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, MarkLineComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);
  return (option, { width, height }) => {
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
    try {
      chart.setOption({ ...option, animation: false, textStyle: { fontFamily: 'Roboto, sans-serif' } });
      return chart.renderToSVGString();
    } finally {
      chart.dispose();
    }
  };
}

/** The server's chart drawing; echarts is loaded (it takes a while) the first time a chart is drawn. */
export function loadChartSvg(): Promise<ChartSvg> {
  renderer ??= loadRenderer();
  return renderer;
}
