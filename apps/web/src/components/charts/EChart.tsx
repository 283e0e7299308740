import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { echarts, type EChartsCoreOption } from '@/lib/echarts';

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
}

/**
 * Whether the box has come within a screen of the viewport, turned true in a task of its own: a
 * dashboard's charts below the fold wait until scrolled to, and the ones on screen do not draw
 * together in one long task that holds the page.
 */
function useNearViewport(box: RefObject<HTMLDivElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => (timer = setTimeout(() => setNear(true), 0));
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          show();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [box]);
  return near;
}

/** The one place that touches ECharts: creates the chart, keeps it sized to its box, updates and disposes it. */
export function EChart({ option, label, height = 280 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const near = useNearViewport(box);

  useEffect(() => {
    if (!near) return;
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
  }, [near]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, near]);

  // The drawn canvas has a fixed pixel width: without inline-size containment it would hold its box
  // (and every box around it) at the old width when the window narrows, and the chart never shrinks.
  return <Box ref={box} role="img" aria-label={label} sx={{ width: '100%', minWidth: 0, height, contain: 'inline-size' }} />;
}
