import type { ComponentType } from "react";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { SectionPageHeader } from "@/components/ui/section-page-header.tsx";
import { customerIdParam } from "./customer-id-param.ts";

interface Options {
  title: string;
  description: string;
  Form: ComponentType<{ initialCustomerId?: string }>;
}

/** The page of a new request about one customer; `?customer=<id>` (from a customer's page) fills in the lookup. */
export function customerRequestPage({ title, description, Form }: Options) {
  return async function Page({
    searchParams,
  }: {
    searchParams: Promise<Record<string, string | string[] | undefined>>;
  }) {
    await requirePageAccess("requests.write");
    const { customer } = await searchParams;
    return (
      <>
        <SectionPageHeader section={{ label: "Requests", href: "/requests" }} title={title} description={description} />
        <Form initialCustomerId={customerIdParam(customer)} />
      </>
    );
  };
}
