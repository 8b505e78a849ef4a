import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { nextServer } from "@/scripts/lib.mjs";
import { installPeerAddress, PEER_ADDRESS_HEADER, peerAddressInstalled } from "./peer-address.mjs";

// The server process stamps each request with its connection's address, over whatever the client sent.

describe("the peer address stamp", () => {
  it("replaces a client's own header with the socket's address before the server's handler runs", async () => {
    installPeerAddress();
    expect(peerAddressInstalled()).toBe(true);
    const seen: IncomingMessage["headers"][] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers);
      response.end("ok");
    }).listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [PEER_ADDRESS_HEADER]: "203.0.113.66", "x-forwarded-for": "203.0.113.67" },
      });
      expect(await res.text()).toBe("ok");
    } finally {
      server.close();
    }
    expect(seen[0][PEER_ADDRESS_HEADER]).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen[0]["x-forwarded-for"]).toBe("203.0.113.67");
  });

  it("is preloaded into the server process npm start, the browser tests and the benchmark run", () => {
    const [, args] = nextServer(["start"]);
    expect(args).toContainEqual(expect.stringMatching(/^--import=file:.*\/lib\/http\/peer-address-preload\.mjs$/));
  });
});
