import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { echarts, type EChartsCoreOption } from '@/lib/echarts';

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
}

/** The one place that touches ECharts: creates the chart, keeps it sized to its box, updates and disposes it. */
export function EChart({ option, label, height = 280 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // The drawn canvas has a fixed pixel width: without inline-size containment it would hold its box
  // (and every box around it) at the old width when the window narrows, and the chart never shrinks.
  return <Box ref={box} role="img" aria-label={label} sx={{ width: '100%', minWidth: 0, height, contain: 'inline-size' }} />;
}
