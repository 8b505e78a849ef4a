"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { chartData, dayValue, formatAxisDate, type ScheduleEntry } from "./expiry-chart-data.ts";
import styles from "./expiry-schedule.module.css";

// Distinguishable for common colour-vision deficiencies (Okabe–Ito) and visible on both themes.
const PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"];
const MONTH_MS = 31 * 86_400_000;

interface ExpiryChartProps {
  entries: ScheduleEntry[];
  today: string;
  seriesName: (entry: ScheduleEntry) => string;
}

/**
 * Points expiring over time on a real time axis from today, stacked by program and points type, with a
 * "Today" marker; many dates are summed per month. The table below it carries the same data for
 * assistive technology, so the drawing itself is one labelled image.
 */
export function ExpiryChart({ entries, today, seriesName }: ExpiryChartProps) {
  if (entries.length === 0) return null;
  const { byMonth, series, rows } = chartData(entries, seriesName);
  const start = dayValue(today);
  const end = Math.max(rows[rows.length - 1].at + (byMonth ? MONTH_MS : 7 * 86_400_000), start + MONTH_MS);
  const title = `Points expiring over time by program and points type${byMonth ? ", summed per month" : ""}`;

  return (
    <figure className={styles.chart}>
      <div role="img" aria-label={title} className={styles.chartBox}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={rows} margin={{ top: 16, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={[start, end]}
              tickFormatter={(at: number) => formatAxisDate(at, byMonth)}
              minTickGap={24}
            />
            <YAxis allowDecimals={false} width={48} />
            <Tooltip
              labelFormatter={(at) =>
                byMonth
                  ? `Expiring in ${formatAxisDate(Number(at), true)}`
                  : `Expiring on ${formatAxisDate(Number(at), false)}`
              }
              formatter={(points, name) => [`${String(points)} points`, name]}
              contentStyle={{ background: "var(--panel)", color: "var(--text)", border: "1px solid var(--border)" }}
            />
            <Legend />
            <ReferenceLine
              x={start}
              stroke="var(--danger)"
              strokeDasharray="4 2"
              label={{ value: "Today", position: "insideTopLeft", className: styles.todayLabel }}
            />
            {series.map((name, index) => (
              <Bar
                key={name}
                dataKey={name}
                stackId="expiry"
                fill={PALETTE[index % PALETTE.length]}
                barSize={byMonth ? 18 : 12}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
