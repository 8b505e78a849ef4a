/** A detail page's props: its row's id in the path, and `created=1` when the form that made the row opened it. */
export interface DetailPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ created?: string | string[] }>;
}

/** Whether the form that created the page's row opened it, to say so once. */
export const openedByCreation = async ({ searchParams }: Pick<DetailPageProps, "searchParams">) =>
  (await searchParams).created === "1";
