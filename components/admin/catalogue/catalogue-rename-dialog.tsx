"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog.tsx";
import type { CatalogueItem } from "@/lib/admin/catalogue/catalogue-item.ts";
import type { CatalogueKindView } from "./catalogue-kinds.ts";
import { InputField } from "@/components/ui/form-field.tsx";
import { SaveCancelButtons } from "@/components/ui/save-cancel-buttons.tsx";
import { FormError } from "@/components/ui/form-error.tsx";

interface Props {
  kind: CatalogueKindView;
  item: CatalogueItem | null;
  busy: boolean;
  failure: string;
  onSave: (item: CatalogueItem, name: string) => void;
  onCancel: () => void;
}

/** Renames one entry, validated with the API's own update schema. */
export function CatalogueRenameDialog(props: Props) {
  const { kind, item, busy, onCancel } = props;
  return (
    <Dialog open={item !== null} title={`Rename ${kind.noun} ${item?.name ?? ""}`} onClose={onCancel} locked={busy}>
      {item && <RenameForm key={item.id} {...props} item={item} />}
    </Dialog>
  );
}

function RenameForm({ kind, item, busy, failure, onSave, onCancel }: Props & { item: CatalogueItem }) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(kind.updateSchema as never) as Resolver<FieldValues>,
    defaultValues: { [kind.nameField]: item.name },
  });
  const error = form.formState.errors[kind.nameField]?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(item, String(values[kind.nameField])))}>
      <InputField
        id="catalogue-rename"
        label={<>New {kind.nameField}</>}
        error={typeof error === "string" ? error : undefined}
        {...form.register(kind.nameField)}
      />
      <FormError>{failure}</FormError>
      <SaveCancelButtons className="actions" busy={busy} onCancel={onCancel} />
    </form>
  );
}
