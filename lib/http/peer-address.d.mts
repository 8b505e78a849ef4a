export declare const PEER_ADDRESS_HEADER: "x-loyalty-peer-address";
export declare function peerAddressInstalled(): boolean;
export declare function installPeerAddress(): void;
