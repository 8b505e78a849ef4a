// Shared by the server page (reading the URL) and the filters (client): a plain module, no "use client".
export const PAGE_SIZES = [10, 20, 50, 100] as const;
