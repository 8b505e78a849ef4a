import { TableSkeleton } from "@/components/ui/table-skeleton.tsx";

export default function Loading() {
  return <TableSkeleton label="Loading" />;
}
