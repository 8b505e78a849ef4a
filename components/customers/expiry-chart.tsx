import type { ExpiryScheduleResult } from "@/lib/points/load-schedule-view.ts";
import styles from "./expiry-schedule.module.css";

type Entry = ExpiryScheduleResult["expirySchedules"][number];

// Distinguishable on white and for common colour-vision deficiencies (Okabe–Ito).
const PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"];
const WIDTH = 720;
const HEIGHT = 220;
const PLOT = { left: 48, right: 12, top: 20, bottom: 44 };

const seriesOf = (entry: Entry) => `Program ${entry.programId} · ${entry.pointsType}`;

/** Points expiring over time, one bar per schedule entry, coloured by program and points type. */
export function ExpiryChart({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return null;
  const series = [...new Set(entries.map(seriesOf))];
  const colour = (entry: Entry) => PALETTE[series.indexOf(seriesOf(entry)) % PALETTE.length];
  const max = Math.max(...entries.map((e) => e.points), 1);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / entries.length;
  const barWidth = Math.max(4, Math.min(48, slot * 0.7));
  const summary = entries.map((e) => `${e.points} points of ${seriesOf(e)} expire on ${e.expiryDate}`).join("; ");

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="expiry-chart-title expiry-chart-desc">
        <title id="expiry-chart-title">Points expiring over time by program and points type</title>
        <desc id="expiry-chart-desc">{summary}</desc>
        <line x1={PLOT.left} y1={PLOT.top + plotHeight} x2={WIDTH - PLOT.right} y2={PLOT.top + plotHeight} stroke="#5b6473" />
        <text x={PLOT.left - 6} y={PLOT.top + 4} textAnchor="end" fontSize="11" fill="#1c2330">{max}</text>
        <text x={PLOT.left - 6} y={PLOT.top + plotHeight} textAnchor="end" fontSize="11" fill="#1c2330">0</text>
        {entries.map((entry, index) => {
          const height = (entry.points / max) * plotHeight;
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          const y = PLOT.top + plotHeight - height;
          return (
            <g key={`${entry.expiryDate}-${seriesOf(entry)}-${entry.expiryType}`}>
              <rect x={x} y={y} width={barWidth} height={height} fill={colour(entry)} />
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize="11" fill="#1c2330">{entry.points}</text>
              {entries.length <= 12 && (
                <text x={x + barWidth / 2} y={PLOT.top + plotHeight + 16} textAnchor="middle" fontSize="10" fill="#1c2330">{entry.expiryDate}</text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend} aria-label="Legend">
          {series.map((name, index) => (
            <li key={name}>
              <span className={styles.swatch} style={{ background: PALETTE[index % PALETTE.length] }} aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
