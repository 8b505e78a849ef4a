import { bodyTooLarge } from "../errors/catalogue.ts";

/** The body's chunks, refusing (413) as soon as more than limitBytes arrive, whatever Content-Length said. */
export async function readBoundedBody(body: ReadableStream<Uint8Array>, limitBytes: number): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      throw bodyTooLarge(limitBytes);
    }
    chunks.push(value);
  }
}
