// Rules of the customer, points and label operations beyond their schemas (markdown, appended to each
// operation's description).

export const CUSTOMER_NOTES = {
  addCustomer: [
    "- `POST /v2/customers?source=INSTORE` registers a customer in the caller's organization:",
    '  `{"profiles":[{"firstName","lastName","identifiers":[{"type","value"}]}],"loyaltyInfo":{"loyaltyType":"loyalty"}}`',
    '  answers 200 `{"createdId": id, "warnings": []}`. Identifier types: mobile (8–15 digits), email,',
    "  externalId, cardnumber, cardExternalId; exactly one profile, 1–10 identifiers, each type once, values at",
    "  most 100 characters. An identifier another customer of the organization holds is refused with **8018**",
    "  (HTTP 409) and nothing is created; the same identifier in another organization is fine.",
    "",
    "- Identifier values are trimmed; emails are stored lower-case and matched in any letter case everywhere a",
    "  customer is named (lookup, expiry schedule, merge and v1.1 request references, identifier changes), so",
    "  `Asha@Example.com` cannot become a second customer. Other identifiers keep their case.",
  ].join("\n"),
  lookupCustomer: [
    "- `GET /v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=...` (also `id`):",
    "  unknown → 8015, invalid source → 8003, an unknown parameter or identifierName → 8130.",
    "",
    "- Identifier values are trimmed; emails are stored lower-case and matched in any letter case everywhere a",
    "  customer is named (lookup, expiry schedule, merge and v1.1 request references, identifier changes), so",
    "  `Asha@Example.com` cannot become a second customer. Other identifiers keep their case.",
  ].join("\n"),
  getCustomerLabels: [
    '- `GET /v2/customers/{id}/labels` → `{"data":[{"labelId","labelName","addedOn"}],"warnings":[],"errors":[]}`.',
  ].join("\n"),
  changeCustomerLabels: [
    '- `POST /v2/customers/{user_id}/changeLabels` with `{"add":[{"labelName"}],"remove":[{"labelName"}]}` answers',
    '  every key its documented response lists: `{"entity": id, "success": true, "message": "Labels changed',
    '  successfully", "errorCode": null, "errors": [], "warnings": [...]}`; a refusal keeps the same keys',
    "  (`entity: null`, `success: false`, `errorCode` the code as text, `errors` the v2 items). All changes of a call",
    "  happen in one transaction.",
    "",
    '- Warning 33000 "`<name>` label not found" per unknown name (another organization\'s labels count as unknown);',
    '  warning 33001 "User labels not found" once when removing from a customer without labels (whatever the names);',
    '  for a customer with labels, one warning 33001 "`<name>`: User labels not found" per label of the organization',
    "  it does not carry, the rest of the call applied (HTTP 200); error 8015 (404) for an unknown customer or",
    "  another organization's. Adding a carried label is a silent no-op; a name both added and removed is refused",
    "  (400). Names 1–100 characters, at most 100 per list.",
  ].join("\n"),
  listLabels: [
    "- Siblings: `GET /v2/labels?limit=&offset=` lists the organization's labels with customer counts;",
    '  `POST /v2/labels` `{"labelName"}` creates one (200, like every creation); a duplicate is **33002** (409, our code).',
  ].join("\n"),
  createLabel: [
    "- Siblings: `GET /v2/labels?limit=&offset=` lists the organization's labels with customer counts;",
    '  `POST /v2/labels` `{"labelName"}` creates one (200, like every creation); a duplicate is **33002** (409, our code).',
  ].join("\n"),
} as const;
