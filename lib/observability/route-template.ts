/**
 * The route's template for metric labels and span names (`/v2/customers/{id}/changeLabels`), from the
 * path and the dynamic segments' values Next resolved: a label with the raw path would grow without bound.
 * A handler file serves one template, so a segment equal to a parameter's value is that parameter.
 */
export function routeTemplate(pathname: string, params: Record<string, string | string[]> | undefined): string {
  const entries = params ? Object.entries(params) : [];
  if (entries.length === 0) return pathname;
  return pathname
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        /* an undecodable segment is compared as it is */
      }
      for (const [name, value] of entries) {
        if (Array.isArray(value) ? value.includes(decoded) : value === decoded) return `{${name}}`;
      }
      return segment;
    })
    .join("/")
    .replace(/(\{(\w+)\})(\/\{\2\})+/g, "$1");
}
