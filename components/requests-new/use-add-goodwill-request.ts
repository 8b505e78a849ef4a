"use client";

import { addRequestAction } from "@/app/(console)/actions/requests.ts";
import { useActionMutation } from "@/components/feedback/use-action-mutation.ts";
import type { V11AddItem } from "@/lib/requests/schemas.ts";

/** Creates one GOODWILL request through the console's action; a refusal is thrown as Refused. */
export const useAddGoodwillRequest = () =>
  useActionMutation((item: V11AddItem) => addRequestAction(item), ["requests"]);
