/** The columns every product read selects, with the org unit code for rendering. */
export const PRODUCT_SELECT = {
  id: true,
  sku: true,
  ean: true,
  price: true,
  description: true,
  longDescription: true,
  returnable: true,
  returnableDays: true,
  ouId: true,
  imgUrl: true,
  size: true,
  sizeType: true,
  style: true,
  brand: true,
  color: true,
  category: true,
  attributes: true,
  addedAt: true,
  ou: { select: { code: true } },
} as const;

export interface ProductView {
  id: number;
  sku: string;
  ean: string | null;
  price: string;
  description: string;
  longDescription: string;
  returnable: boolean;
  returnableDays: number;
  ouId: number | null;
  ouCode: string | null;
  imgUrl: string | null;
  size: string | null;
  sizeType: string | null;
  style: string | null;
  brand: string | null;
  color: string | null;
  category: string | null;
  attributes: { name: string; value: string }[];
  addedAt: Date;
}

type Row = Omit<ProductView, "price" | "ouCode" | "attributes"> & {
  price: { toString(): string };
  attributes: string;
  ou: { code: string } | null;
};

export function toProductView(row: Row): ProductView {
  const { ou, price, attributes, ...rest } = row;
  return {
    ...rest,
    price: price.toString(),
    ouCode: ou?.code ?? null,
    attributes: JSON.parse(attributes) as ProductView["attributes"],
  };
}
