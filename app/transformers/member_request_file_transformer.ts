import { BaseTransformer } from '@adonisjs/core/transformers'
import type MemberRequestFile from '#models/member_request_file'

/**
 * A file of a member request (SPEC §2.8 "My requests"): `url` is the
 * reader's link to it (the member's or staff's; none for a file just
 * uploaded, before it is sent).
 */
export default class MemberRequestFileTransformer extends BaseTransformer<MemberRequestFile> {
  constructor(
    file: MemberRequestFile,
    protected url: (file: MemberRequestFile) => string = () => ''
  ) {
    super(file)
  }

  toObject() {
    const file = this.resource
    return {
      id: file.id,
      name: file.name,
      size: file.size,
      mime: file.mime,
      pages: file.pages,
      /** Counted from the PDF, or stated by the member. */
      pagesFrom: file.pagesFrom,
      url: this.url(file),
    }
  }
}
