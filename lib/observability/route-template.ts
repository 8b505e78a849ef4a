type Params = Record<string, string | string[]> | undefined;

/**
 * The route's template for metric labels and span names (`/v2/customers/{id}/changeLabels`), from the
 * path and the dynamic segments' values Next resolved: a label with the raw path would grow without bound.
 * A segment equal to a parameter's value is that parameter (the first such segment for a single value; a
 * catch-all's segments collapse into one). `unambiguous`: no value stood in more than one segment.
 */
export function routeTemplate(pathname: string, params: Params): { template: string; unambiguous: boolean } {
  const entries = params ? Object.entries(params) : [];
  if (entries.length === 0) return { template: pathname, unambiguous: true };
  const placed = new Set<string>();
  let unambiguous = true;
  const template = pathname
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        /* an undecodable segment is compared as it is */
      }
      for (const [name, value] of entries) {
        if (Array.isArray(value) ? !value.includes(decoded) : value !== decoded) continue;
        if (Array.isArray(value)) return `{${name}}`;
        if (placed.has(name)) {
          unambiguous = false;
          continue;
        }
        placed.add(name);
        return `{${name}}`;
      }
      return segment;
    })
    .join("/")
    .replace(/(\{(\w+)\})(\/\{\2\})+/g, (run, first: string, name: string) =>
      Array.isArray(params?.[name]) ? first : run,
    );
  return { template, unambiguous };
}

/**
 * One handler's template: a handler file serves one template, so it is learnt from the first call in which
 * no value stood in two segments, and computed per call only until then.
 */
export function routeTemplateOf(): (pathname: string, params: Params) => string {
  let learnt: string | undefined;
  return (pathname, params) => {
    if (learnt) return learnt;
    const { template, unambiguous } = routeTemplate(pathname, params);
    if (unambiguous) learnt = template;
    return template;
  };
}
