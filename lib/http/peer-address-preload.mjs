// node --import ./lib/http/peer-address-preload.mjs: stamps every request with its connection's address
// from the first one on (lib/http/peer-address.mjs).
import { installPeerAddress } from "./peer-address.mjs";

installPeerAddress();
