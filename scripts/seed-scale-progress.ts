// db:seed-scale's progress on stderr: one line redrawn in place on a terminal, a plain line every 5% or
// 10 seconds otherwise (a log file or CI).

export interface Progress {
  /** Names what is being written now. */
  stage(label: string): void;
  advance(units: number): void;
  done(): void;
}

const WIDTH = 30;
const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = Date.now();
  const tty = Boolean(stream.isTTY);
  let doneUnits = 0;
  let label = "";
  let lastDraw = 0;
  let lastPlainPercent = -5;
  const line = () => {
    const fraction = total ? Math.min(doneUnits / total, 1) : 1;
    const elapsed = Date.now() - started;
    const eta = fraction > 0.01 ? clock((elapsed / fraction) * (1 - fraction)) : "?";
    const filled = Math.round(fraction * WIDTH);
    return `[${"#".repeat(filled)}${".".repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}%  ${label}  elapsed ${clock(elapsed)}  eta ${eta}`;
  };
  const draw = (force = false) => {
    const now = Date.now();
    if (tty) {
      if (!force && now - lastDraw < 200) return;
      stream.write(`\r${line()}\x1b[K`);
    } else {
      const percent = total ? (100 * doneUnits) / total : 100;
      if (!force && percent - lastPlainPercent < 5 && now - lastDraw < 10_000) return;
      lastPlainPercent = percent;
      stream.write(`${line()}\n`);
    }
    lastDraw = now;
  };
  return {
    stage(text) {
      label = text;
      if (tty) draw(true);
    },
    advance(units) {
      doneUnits += units;
      draw();
    },
    done() {
      doneUnits = total;
      draw(true);
      if (tty) stream.write("\n");
    },
  };
}
