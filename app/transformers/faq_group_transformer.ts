import { LocalizedTransformer } from '#transformers/concerns/readers'
import type FaqEntry from '#models/faq_entry'
import FaqEntryTransformer from '#transformers/faq_entry_transformer'

/** A heading of a FAQ page (already in the reader's language) and the entries under it. */
export type FaqGroup = { heading: string | null; entries: FaqEntry[] }

/** One group of the general and resources FAQ pages (SPEC §2.3). */
export default class FaqGroupTransformer extends LocalizedTransformer<FaqGroup> {
  toObject() {
    return {
      heading: this.resource.heading,
      entries: this.resource.entries.map((entry) =>
        new FaqEntryTransformer(entry, this.locale).toObject()
      ),
    }
  }
}
