// Client-safe: one catalogue row as the console's catalogue page shows it, whatever its kind.
export interface CatalogueItem {
  id: number;
  /** The renamed field's value. */
  name: string;
  /** A code, size type or earning rule shown beside the name. */
  detail: string | null;
  active: boolean;
  isDefault: boolean;
}
