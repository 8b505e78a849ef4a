import { PageHeader } from "./page-header.tsx";

interface Props {
  /** The console section the page belongs to, the crumb between Home and the page. */
  section: { label: string; href: string };
  title: string;
  /** The page's own crumb when it is shorter than the title (a record's name rather than "Vendor <name>"). */
  crumb?: string;
  description?: React.ReactNode;
}

/** The header of a page inside one console section: Home › section › this page. */
export function SectionPageHeader({ section, title, crumb = title, description }: Props) {
  return (
    <PageHeader
      breadcrumbs={[{ label: "Home", href: "/" }, section, { label: crumb }]}
      title={title}
      description={description}
    />
  );
}
