import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-cap-requestid";

export const requestIdOf = (request: Request) => request.headers.get(REQUEST_ID_HEADER) ?? randomUUID();
