import pg from "pg";

// PostgreSQL's catalogue types that @prisma/adapter-pg 6.19 cannot read, relabelled as the text types whose
// wire form they share: name and "char" as text, their arrays as text[]. Prisma's migration engine reads
// them from pg_catalog (migrate deploy otherwise fails: "Column type 'name' could not be deserialized").
const AS_TEXT = new Map([
  [19, 25],
  [18, 25],
  [1003, 1009],
  [1002, 1009],
]);

function relabel(result) {
  for (const one of Array.isArray(result) ? result : [result])
    for (const field of one?.fields ?? []) field.dataTypeID = AS_TEXT.get(field.dataTypeID) ?? field.dataTypeID;
  return result;
}

/** A pg Client (the Pool's documented `Client` option) whose results describe catalogue types as text. */
export class CatalogueTextClient extends pg.Client {
  query(config, values, callback) {
    const done = typeof values === "function" ? values : callback;
    if (typeof done === "function") {
      const relabelled = (error, result) => done(error, error ? result : relabel(result));
      return typeof values === "function" ? super.query(config, relabelled) : super.query(config, values, relabelled);
    }
    const sent = super.query(config, values);
    return typeof sent?.then === "function" ? sent.then(relabel) : sent;
  }
}
