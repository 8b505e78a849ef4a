import { Badge } from "@/components/ui/badge.tsx";
import { statusWords } from "./request-words.ts";

export function RequestStatusBadge({ status }: { status: string }) {
  const { label, tone } = statusWords(status);
  return <Badge tone={tone}>{label}</Badge>;
}
