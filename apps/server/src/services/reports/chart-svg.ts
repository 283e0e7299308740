import type { EChartsCoreOption } from '@plantel/charts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// The charts the report draws (tooltips are registered only because the shared options name them).
echarts.use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, MarkLineComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);

export interface ChartSize {
  width: number;
  height: number;
}

/** A chart drawn on the server as SVG, from the same option builders the screens use. */
export function chartSvg(option: EChartsCoreOption, { width, height }: ChartSize): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false, textStyle: { fontFamily: 'Roboto, sans-serif' } });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
