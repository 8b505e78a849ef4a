import autocannon from "autocannon";
import { monitorEventLoopDelay } from "node:perf_hooks";
const h = monitorEventLoopDelay({ resolution: 10 }); h.enable();
let maxGap = 0, last = performance.now();
const t = setInterval(() => { const now = performance.now(); maxGap = Math.max(maxGap, now - last); last = now; }, 50);
const r = await autocannon({ url: process.argv[2], connections: 50, duration: 5, headers: process.argv[3] ? { authorization: process.argv[3] } : {} });
clearInterval(t);
console.log(`rps ${r.requests.average} p50 ${r.latency.p50} p99 ${r.latency.p99} max ${r.latency.max} | loader loop lag max ${(h.max / 1e6).toFixed(0)} ms, timer gap max ${maxGap.toFixed(0)} ms`);
