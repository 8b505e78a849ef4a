"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ApiClientCreateForm } from "./api-client-create-form.tsx";
import { ApiClientList, type ApiClientListItem } from "./api-client-list.tsx";
import { SecretOnce } from "./secret-once.tsx";
import type { IssuedSecret } from "./use-api-client-mutations.ts";

interface Props {
  clients: ApiClientListItem[];
  empty: React.ReactNode;
  /** The list's heading and filters (server-rendered), between the form and the list. */
  toolbar: React.ReactNode;
}

/** The page's live part: the new-client form, the list with rotate and revoke, and a secret shown once. */
export function ApiClientsManager({ clients, empty, toolbar }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [issued, setIssued] = useState<{ title: string; value: IssuedSecret } | null>(null);
  const refresh = () => startTransition(() => router.refresh());

  return (
    <>
      {issued && (
        <SecretOnce
          title={issued.title}
          clientKey={issued.value.client.key}
          secret={issued.value.secret}
          onDone={() => setIssued(null)}
        />
      )}
      <ApiClientCreateForm
        onCreated={(value) => {
          setIssued({ title: `API client ${value.client.name} created`, value });
          refresh();
        }}
      />
      {toolbar}
      <ApiClientList
        clients={clients}
        empty={empty}
        onChanged={refresh}
        onRotated={(value) => setIssued({ title: `New secret for ${value.client.name}`, value })}
      />
    </>
  );
}
