/**
 * JSON written piece by piece, so a file of any length is never held whole: an object whose
 * listed fields are arrays filled from async batches. Each yielded string is a small piece of one
 * valid JSON document.
 */
export async function* jsonDocument(head: Record<string, unknown>, arrays: Record<string, () => AsyncIterable<unknown>>): AsyncGenerator<string> {
  const headText = JSON.stringify(head, null, 2);
  const names = Object.keys(arrays);
  if (names.length === 0) {
    yield `${headText}\n`;
    return;
  }
  // The head's closing brace is replaced by the arrays' fields.
  const open = headText === '{}' ? '{\n' : `${headText.slice(0, -2)},\n`;
  yield open;
  for (const [index, name] of names.entries()) {
    yield `  ${JSON.stringify(name)}: [`;
    yield* jsonArrayItems(arrays[name]());
    yield index === names.length - 1 ? ']\n}\n' : '],\n';
  }
}

/** A bare JSON array, item by item. */
export async function* jsonArray(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  yield '[';
  yield* jsonArrayItems(items);
  yield ']\n';
}

async function* jsonArrayItems(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let first = true;
  for await (const item of items) {
    yield `${first ? '\n' : ',\n'}    ${JSON.stringify(item)}`;
    first = false;
  }
  if (!first) yield '\n  ';
}

/**
 * Small pieces gathered into chunks of about `size` bytes: the zip's deflate and the socket then
 * see a few large writes rather than one per row.
 */
export async function* coalesce(pieces: AsyncIterable<string>, size = 64 * 1024): AsyncGenerator<string> {
  let buffered = '';
  for await (const piece of pieces) {
    buffered += piece;
    if (buffered.length >= size) {
      yield buffered;
      buffered = '';
    }
  }
  if (buffered) yield buffered;
}

/** Rows read `size` at a time after a cursor: never the whole table in memory. */
export async function* keysetBatches<R, C>(read: (after: C | undefined) => Promise<R[]>, cursorOf: (row: R) => C, size: number): AsyncGenerator<R> {
  let after: C | undefined;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]);
  }
}
