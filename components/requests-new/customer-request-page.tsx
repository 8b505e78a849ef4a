import type { ComponentType } from "react";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { effectiveRule, type ApprovalPolicyKind, type EffectiveRule } from "@/lib/orgs/approval-policy.ts";
import { customerIdParam } from "./customer-id-param.ts";

interface Options {
  title: string;
  description: string;
  Form: ComponentType<{ initialCustomerId?: string; rule: EffectiveRule }>;
  /** The approval policy kind whose maximum and confirmation threshold the form shows. */
  policyKind: ApprovalPolicyKind;
}

/** The page of a new request about one customer; `?customer=<id>` (from a customer's page) fills in the lookup. */
export function customerRequestPage({ title, description, Form, policyKind }: Options) {
  return async function Page({
    searchParams,
  }: {
    searchParams: Promise<Record<string, string | string[] | undefined>>;
  }) {
    const principal = await requirePageAccess("requests.write");
    const { customer } = await searchParams;
    const rule = effectiveRule((await getOrganizationSettings(principal.orgId)).approvalPolicy, policyKind);
    return (
      <>
        <SectionPageHeader section={{ label: "Requests", href: "/requests" }} title={title} description={description} />
        <Form initialCustomerId={customerIdParam(customer)} rule={rule} />
      </>
    );
  };
}
