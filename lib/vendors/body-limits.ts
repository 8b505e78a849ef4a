// The vendor writes' body limits, shared by the gateway routes and the console's actions: a vendor's
// media and details stay small, and a status change is a single flag.
export const VENDOR_BODY_LIMIT_BYTES = 64 * 1024;
export const VENDOR_STATUS_BODY_LIMIT_BYTES = 1024;
