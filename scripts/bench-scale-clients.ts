// Run by scripts/bench-scale.mjs on each of its databases: the API clients its calls use. A bearer token
// costs one indexed read per call, where Basic credentials cost a password hash that would hide the
// database's share of each read.
import { createDb } from "../lib/db/client.ts";
import { createUser } from "../lib/users/create-user.ts";

const SCALE_CLIENTS = {
  reader: ["scale-reader", "scale-reader-secret-0123"],
  maker: ["scale-maker", "scale-maker-secret-01234"],
} as const;

const db = createDb();
try {
  await createUser(db, {
    orgId: 100,
    username: SCALE_CLIENTS.reader[0],
    displayName: "Scale bench reader and approver",
    password: SCALE_CLIENTS.reader[1],
    access: ["admin", "requests.write", "requests.approve", "points.read", "default"],
    kind: "API_CLIENT",
  });
  await createUser(db, {
    orgId: 100,
    username: SCALE_CLIENTS.maker[0],
    displayName: "Scale bench maker",
    password: SCALE_CLIENTS.maker[1],
    access: ["requests.write", "points.read", "default"],
    kind: "API_CLIENT",
  });
} finally {
  await db.$disconnect();
}
