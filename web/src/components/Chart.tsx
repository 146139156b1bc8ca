// A bar or line chart on uPlot (small, fast canvas charts). Values are for drawing only: every
// figure shown as text comes from the API as a decimal string.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { moneyWhole } from "../lib/format";

export type Series = { label: string; values: (number | null)[]; color: string; kind?: "bar" | "line" };

type Props = {
  /** A label per point on the x axis. */
  labels: string[];
  series: Series[];
  height?: number;
  /** Describes the chart to screen readers; the same figures are in the table beside it. */
  title: string;
  format?: (value: number) => string;
};

export function Chart({ labels, series, height = 260, title, format = moneyWhole }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = labels.map((_, index) => index);
    // One bar series is centred on its label; two stand side by side (left and right of it).
    const barCount = series.filter((item) => item.kind !== "line").length;
    let barIndex = 0;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      legend: { show: true, live: false },
      // The axis's lower end, on the element: what a reader (or a test) can check without the canvas.
      hooks: { setScale: [(plot, key) => void (key === "y" && (element.dataset.yMin = String(plot.scales.y?.min ?? "")))] },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: {
        x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] },
        // Bars are measured from zero: the axis always holds 0, so no bar is cut.
        y: { range: (_plot, min, max) => uPlot.rangeNum(Math.min(0, min ?? 0), Math.max(0, max ?? 0), 0.1, true) },
      },
      axes: [
        {
          // Every label where there is room (about 7 px a letter and a gap), else every second or third.
          values: (plot, ticks) => {
            const room = Math.max(0, ...labels.map((label) => label.length)) * 7 + 14;
            const step = Math.max(1, Math.ceil((labels.length * room) / Math.max(plot.width - 72, 1)));
            return ticks.map((tick) => (tick % step === 0 ? (labels[tick] ?? "") : ""));
          },
          splits: () => xs,
          gap: 4,
          size: 36,
          stroke: "#424a53",
          grid: { show: false },
        },
        { values: (_, ticks) => ticks.map(format), size: 72, stroke: "#424a53", grid: { stroke: "#e6e9ed" } },
      ],
      series: [
        {},
        ...series.map((item) => {
          if (item.kind === "line") return { label: item.label, stroke: item.color, width: 2, points: { show: true, size: 5 } };
          const align = (barCount === 1 ? 0 : barIndex++ === 0 ? -1 : 1) as 0 | 1 | -1;
          return {
            label: item.label,
            fill: item.color,
            stroke: item.color,
            width: 0,
            paths: uPlot.paths.bars!({ size: [barCount === 1 ? 0.6 : 0.35, 40], align }),
            points: { show: false },
          };
        }),
      ],
    };
    const plot = new uPlot(options, [xs, ...series.map((item) => item.values)] as uPlot.AlignedData, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 280), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, height, format]);

  return <div ref={box} className="chart" role="img" aria-label={title} style={{ minHeight: height + 40 }} />;
}
