import { DomainError, type ErrorItem, type ErrorStatus } from "./domain-error.ts";
import { RetryLaterError } from "./retry-later-error.ts";

/** The values a message's `{name}` placeholders are filled with. */
export type MessageParams = Readonly<Record<string, string>>;

/**
 * The form field an error concerns: a field name, `{placeholder}` for the value filled into the message,
 * or a rule on the message's parameters; the console receives it with the error's outcome.
 */
export type FieldRule = string | ((params: MessageParams) => string | undefined);

/** One row of the error catalogue (lib/errors/catalogue.ts). */
export interface CatalogueEntry {
  readonly code: number;
  /** The HTTP status of a refusal; undefined for a status or warning inside a successful answer's items. */
  readonly status?: ErrorStatus;
  /** The message with `{name}` placeholders; several when the code has variants chosen by `{variant}`. */
  readonly templates: Readonly<Record<string, string>>;
  readonly field?: FieldRule;
}

interface Options<A extends unknown[]> {
  field?: FieldRule;
  /** Turns the factory's arguments into the placeholders' values; by default they fill them in order. */
  params?: (...args: A) => Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const SINGLE = "message";

const placeholders = (template: string) => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);

function paramsOf<A extends unknown[]>(templates: Record<string, string>, options: Options<A>, args: A): MessageParams {
  if (options.params) return options.params(...args);
  const names = [
    ...new Set(Object.values(templates).flatMap((template) => placeholders(template))),
    ...(Object.keys(templates).length > 1 ? ["variant"] : []),
  ];
  // A variant's name comes first among the arguments (dateFormatNotSupported("endDate")).
  if (names.at(-1) === "variant") names.unshift(names.pop() as string);
  return Object.fromEntries(names.map((name, index) => [name, args[index] === undefined ? "" : String(args[index])]));
}

export function formatMessage(entry: Pick<CatalogueEntry, "templates">, params: MessageParams): string {
  const template = entry.templates[params.variant ?? SINGLE] ?? Object.values(entry.templates)[0];
  return template.replace(PLACEHOLDER, (_whole, name: string) => params[name] ?? "");
}

export function fieldOf(entry: Pick<CatalogueEntry, "field">, params: MessageParams): string | undefined {
  const rule = entry.field;
  if (typeof rule === "function") return rule(params) || undefined;
  const placeholder = rule && /^\{(\w+)\}$/.exec(rule)?.[1];
  return placeholder ? params[placeholder] || undefined : rule;
}

type Templates = string | Record<string, string>;
const asTemplates = (templates: Templates) => (typeof templates === "string" ? { [SINGLE]: templates } : templates);

export type ErrorFactory<A extends unknown[]> = CatalogueEntry & ((...args: A) => DomainError);
export type ItemFactory<A extends unknown[]> = CatalogueEntry & ((...args: A) => ErrorItem);

/**
 * A catalogue row and its factory in one: `build` makes what the factory returns from the message as filled in
 * and the placeholders' values, and is handed the row itself so that what it makes can point back to it.
 */
function defineEntry<A extends unknown[], T>(
  code: number,
  status: ErrorStatus | undefined,
  message: Templates,
  options: Options<A>,
  build: (entry: CatalogueEntry, text: string, params: MessageParams, args: A) => T,
): CatalogueEntry & ((...args: A) => T) {
  const templates = asTemplates(message);
  const make = (...args: A) => {
    const params = paramsOf(templates, options, args);
    return build(entry, formatMessage({ templates }, params), params, args);
  };
  const entry = Object.assign(make, { code, status, templates, field: options.field });
  return entry;
}

/** A refusal: `throw entry(...args)` makes the DomainError the API families render. */
export function defineError<A extends unknown[] = []>(
  code: number,
  status: ErrorStatus,
  message: Templates,
  options: Options<A> = {},
): ErrorFactory<A> {
  return defineEntry(code, status, message, options, (entry, text, params) => {
    return new DomainError(code, text, status, fieldOf(options, params), { entry, params });
  });
}

/**
 * A refusal whose code is its HTTP status: a generic code, which names the HTTP condition and may have
 * several rows (the spec's own codes have one each).
 */
export function defineHttpError<A extends unknown[] = []>(
  status: ErrorStatus,
  message: Templates,
  options: Options<A> = {},
): ErrorFactory<A> {
  return defineError(status, status, message, options);
}

/** A 400 about one field, whose message names the field first ("code: the code is not correct."). */
export function defineFieldError<A extends unknown[] = []>(field: string, problem: string): ErrorFactory<A> {
  return defineHttpError<A>(400, `${field}: ${problem}`, { field });
}

/** A 403 for an API client asking for what only users have; the message says what a client has instead. */
export function defineUsersOnly(what: string, clientInstead: string): ErrorFactory<[]> {
  return defineHttpError(403, `Only users ${what}: ${clientInstead}.`);
}

/** A 429: the first argument is the number of seconds after which the caller may try again. */
export function defineRetryLater<A extends [retryAfterSeconds: number, ...rest: unknown[]]>(
  message: string,
  options: Options<A> = {},
): ErrorFactory<A> {
  return defineEntry(429, 429 as const, message, options, (entry, text, params, args) => {
    return new RetryLaterError(text, args[0], { entry, params });
  });
}

/** A per-item status or a warning inside an answer: the code and message only. */
export function defineItem<A extends unknown[] = []>(
  code: number,
  message: Templates,
  options: Options<A> = {},
): ItemFactory<A> {
  return defineEntry(code, undefined, message, options, (entry, text, params): ErrorItem => {
    // The row rides along unseen: answers render code and message only, the console words it from its row.
    return Object.defineProperty({ code, message: text }, "origin", { value: { entry, params }, enumerable: false });
  });
}
