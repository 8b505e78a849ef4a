import autocannon from "autocannon";
import { execSync } from "node:child_process";
const [duration] = process.argv.slice(2);
const auth = "Basic " + Buffer.from("dual.maker:dual-maker-pw").toString("base64");
let next = Number(execSync(`psql -h 127.0.0.1 -U postgres -d lo_bench -Atc "select min(id) from \\"Request\\" where \\"orgId\\"=200 and status='PENDING' and type='GOODWILL'"`).toString());
const r = await autocannon({
  url: "http://127.0.0.1:4100/v1.1/request/approve", connections: 50, duration: Number(duration), method: "POST",
  headers: { authorization: auth, "content-type": "application/json" },
  requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ root: { request: [{ id: next++, type: "GOODWILL", base_type: "POINTS" }] } }) }) }],
});
console.log(JSON.stringify(r));
