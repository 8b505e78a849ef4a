import { renderProduct } from "../../products/render-product.ts";
import type { ProductView } from "../../products/product-view.ts";
import { renderTargetGroup } from "../../target-groups/render-target-group.ts";
import type { TargetGroupRecord } from "../../target-groups/load-target-group.ts";
import { renderVendor } from "../../vendors/render-vendor.ts";
import type { VendorRecord } from "../../vendors/vendor-record.ts";
import type { PublishedEvent } from "../event-types.ts";
import { eventOf } from "./event-data.ts";

/** vendor.created / vendor.updated: the gateway's vendor resource, its details masked. */
export const vendorEvent = (type: "vendor.created" | "vendor.updated", vendor: VendorRecord): PublishedEvent =>
  eventOf(type, renderVendor(vendor));

/** product.added: the product as the v1.1 API echoes it. */
export const productAddedEvent = (product: ProductView): PublishedEvent =>
  eventOf("product.added", renderProduct(product));

/** targetGroup.created: the group as the v3 API shows it. */
export const targetGroupCreatedEvent = (group: TargetGroupRecord, now = new Date()): PublishedEvent =>
  eventOf("targetGroup.created", renderTargetGroup(group, now));
