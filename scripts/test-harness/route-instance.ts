// One app instance for tests that need two: a plain node HTTP server serving GET /v2/labels through the
// real route handler (apiRoute, authentication, the database of DATABASE_URL). Prints "listening <port>"
// once it accepts calls. Run with: node --conditions=react-server --import tsx <this file>
import { createServer } from "node:http";
import { installPeerAddress } from "../../lib/http/peer-address.mjs";

installPeerAddress();
const { GET } = await import("../../app/v2/labels/route.ts");

const server = createServer((incoming, outgoing) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  const request = new Request(new URL(incoming.url ?? "/", "http://127.0.0.1"), { method: incoming.method, headers });
  void GET(request)
    .then(async (response) => {
      outgoing.writeHead(response.status, { "content-type": "application/json" });
      outgoing.end(await response.text());
    })
    .catch((error: unknown) => {
      outgoing.writeHead(500);
      outgoing.end(String(error));
    });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
