"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import type { VendorBrand } from "@/lib/vendors/find-vendor-brands.ts";
import { VENDOR_DETAILS_MASK, VENDOR_LIMITS, VENDOR_TYPES, type UpdateVendorInput } from "@/lib/vendors/schemas.ts";
import type { VendorView } from "@/lib/vendors/vendor-view.ts";
import { errorAt, fieldId, MediaRows, TextField } from "./vendor-form-fields.tsx";
import {
  vendorFormDefaults,
  vendorFormSchema,
  type VendorFormMode,
  type VendorFormValues,
} from "./vendor-form-schema.ts";
import { useSaveVendor } from "./use-vendor-mutations.ts";
import styles from "./vendors.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { FailureList } from "@/components/feedback/failure-list.tsx";

interface Props {
  /** null: create a vendor. */
  vendor: VendorView | null;
  brands: VendorBrand[];
  defaultBrandId?: number;
  /** Shown once on arrival, e.g. after the create form moved here. */
  initialNotice?: string;
}

// The payload's fields the form shows; a refusal of another lands above the buttons.
const VENDOR_FORM_FIELDS = [
  "name",
  "code",
  "brandId",
  "type",
  "rank",
  "description",
  "enabled",
  "isEncryptionRequired",
  "vendorDetails",
  "images",
  "videos",
];

export function VendorForm({ vendor, brands, defaultBrandId, initialNotice }: Props) {
  const router = useRouter();
  const [mode, setMode] = useState<VendorFormMode>(
    vendor ? { kind: "edit", hasStoredDetails: vendor.hasVendorDetails } : { kind: "create" },
  );
  const [notice, setNotice] = useState(initialNotice ?? "");
  const [failures, setFailures] = useState<string[]>([]);
  const schema = useMemo(() => vendorFormSchema(mode), [mode]);
  const form = useForm<VendorFormValues, unknown, UpdateVendorInput>({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: vendorFormDefaults(vendor, defaultBrandId),
  });
  const save = useSaveVendor(vendor?.id ?? null);
  const description = useWatch({ control: form.control, name: "description" });
  const removeDetails = useWatch({ control: form.control, name: "removeDetails" });
  const stored = mode.kind === "edit" && mode.hasStoredDetails;
  useUnsavedChanges(form.formState.isDirty);

  const onSubmit = form.handleSubmit(
    async (payload) => {
      setNotice("");
      setFailures([]);
      const submitted = form.getValues();
      try {
        const result = await save.mutateAsync(payload);
        notifySuccess(
          vendor ? `Vendor ${result.vendor.name} saved` : `Vendor ${result.vendor.name} created`,
          `Code ${result.status.code}: ${result.status.message}`,
        );
        if (!vendor) {
          router.push(`/vendors/${result.vendor.id}?created=1`);
          return;
        }
        const hasStoredDetails = result.vendor.vendorDetails !== null;
        setMode({ kind: "edit", hasStoredDetails });
        // The secret is write-only: after saving, the form shows the mask again (or nothing once removed).
        const details = hasStoredDetails
          ? { key: VENDOR_DETAILS_MASK, value: VENDOR_DETAILS_MASK }
          : { key: "", value: "" };
        // A code left blank was kept: show the stored one again.
        form.reset({ ...submitted, code: result.vendor.code, vendorDetails: details, removeDetails: false });
        setNotice(`Saved. (${result.status.code}: ${result.status.message})`);
        router.refresh();
      } catch (error) {
        const general =
          error instanceof Refused
            ? placeFieldErrors<Path<VendorFormValues>>(error.errors, VENDOR_FORM_FIELDS, form.setError).map(
                describeOutcomeErrorLine,
              )
            : ["The vendor could not be saved; try again."];
        setFailures(general.length ? general : ["Not saved: see the marked fields."]);
        notifyFailure(error, "The vendor could not be saved; try again.", "Not saved");
      }
    },
    () => notifyError(null, "Not saved: correct the marked fields."),
  );

  const select = (path: "brandId" | "type", label: string, options: { value: string; label: string }[]) => (
    <SelectField
      id={fieldId(path)}
      label={label}
      options={options}
      error={errorAt(form, path)}
      {...form.register(path)}
    />
  );
  const descriptionError = errorAt(form, "description");
  const detailsHint = stored
    ? "A secret is stored. It is shown masked: leave both fields as they are to keep it, or type a new key and value to replace it."
    : "Written once and stored encrypted; it is never shown again, only masked.";

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={`panel ${styles.form}`}
      aria-label={vendor ? `Edit vendor ${vendor.name}` : "New vendor"}
    >
      <div className={styles.columns}>
        <TextField form={form} path="name" label="Name" autoComplete="off" maxLength={VENDOR_LIMITS.name} />
        <TextField
          form={form}
          path="code"
          label="Code"
          autoComplete="off"
          maxLength={VENDOR_LIMITS.code}
          hint={
            vendor
              ? "Unique in the organization; left blank, the current code is kept."
              : "Unique in the organization; leave blank to have one generated."
          }
        />
        {select(
          "brandId",
          "Brand",
          brands.map((brand) => ({ value: String(brand.id), label: `${brand.name} (#${brand.id})` })),
        )}
        {select(
          "type",
          "Type",
          VENDOR_TYPES.map((type) => ({ value: type, label: type })),
        )}
        <TextField
          form={form}
          path="rank"
          label="Rank"
          inputMode="numeric"
          autoComplete="off"
          hint={`Whole number from 1 to ${VENDOR_LIMITS.maxInt}; lower ranks list first, blank lists last.`}
        />
      </div>
      <FormField
        id={fieldId("description")}
        label="Description"
        hint={`${description.length} of at most ${VENDOR_LIMITS.description} characters.`}
        error={descriptionError}
      >
        {(control) => <textarea {...control} rows={4} {...form.register("description")} />}
      </FormField>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...form.register("enabled")} /> Enabled
        </label>
        <label>
          <input type="checkbox" {...form.register("isEncryptionRequired")} /> Encryption required
        </label>
      </div>

      <fieldset className={styles.group} aria-describedby={fieldId("vendorDetails-hint")}>
        <legend>Vendor details (secret)</legend>
        <span id={fieldId("vendorDetails-hint")} className="muted">
          {detailsHint}
        </span>
        {!removeDetails && (
          <div className={styles.columns}>
            <TextField
              form={form}
              path="vendorDetails.key"
              label="Details key"
              autoComplete="off"
              maxLength={VENDOR_LIMITS.detailsKey}
            />
            <TextField
              form={form}
              path="vendorDetails.value"
              label="Details value"
              type="password"
              autoComplete="new-password"
              maxLength={VENDOR_LIMITS.detailsValue}
            />
          </div>
        )}
        {stored && (
          <label>
            <input type="checkbox" {...form.register("removeDetails")} /> Remove the stored vendor details
          </label>
        )}
      </fieldset>

      <MediaRows form={form} list="images" noun="image" max={VENDOR_LIMITS.images} />
      <MediaRows form={form} list="videos" noun="video" max={VENDOR_LIMITS.videos} />

      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {vendor ? "Save changes" : "Create vendor"}
        </Button>
        <Link href={`/vendors?brand=${vendor?.brandId ?? defaultBrandId ?? ""}`}>Back to the vendor list</Link>
        {save.isPending && <span className="muted">Saving…</span>}
      </div>
      <div role="status" className={notice ? styles.success : undefined}>
        {notice}
      </div>
      <FailureList failures={failures} />
    </form>
  );
}
