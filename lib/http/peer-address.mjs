// The address of the connection a request came in on, for route handlers, which never see the socket.
// The server process preloads peer-address-preload.mjs (see nextServer in scripts/lib.mjs), which
// installs this before the server accepts a connection: before Next sees a request, its socket's address
// is written into PEER_ADDRESS_HEADER, replacing any value the client sent. The app trusts that header
// only in a process where it was installed (the mark below); elsewhere a client could have written it.
// Plain JavaScript: node loads it as is.
import { subscribe } from "node:diagnostics_channel";

export const PEER_ADDRESS_HEADER = "x-loyalty-peer-address";
const INSTALLED = Symbol.for("loyalty-ops.peer-address");

/** Whether this process stamps every request with its peer's address. */
export const peerAddressInstalled = () => globalThis[INSTALLED] === true;

/** @param {{ request: import("node:http").IncomingMessage }} message */
function stamp({ request }) {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "unknown";
}

export function installPeerAddress() {
  if (peerAddressInstalled()) return;
  // Published by node's HTTP server for each request just before its "request" event.
  subscribe("http.server.request.start", stamp);
  globalThis[INSTALLED] = true;
}
