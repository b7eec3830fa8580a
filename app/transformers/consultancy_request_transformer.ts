import { CalendarTransformer } from '#transformers/concerns/readers'
import type ConsultancyRequest from '#models/consultancy_request'
import type ConsultancyRequestNote from '#models/consultancy_request_note'
import type { ConsultancyRequestStatus } from '#enums/content'
import { CONSULTANCY_TRANSITIONS, callbackClock } from '#services/support_desk/consultancy_requests'
import { clockOf, deskPhone, iso, person } from '#transformers/support_desk_transformer'

/**
 * One consultancy request as the admin list shows it (SPEC §2.9): member
 * and lawyer, staff notes (`notes` with their authors, preloaded oldest
 * first), the call-back clock on `calendar` and the statuses it may move to.
 */
export default class ConsultancyRequestTransformer extends CalendarTransformer<ConsultancyRequest> {
  toObject() {
    const request = this.resource
    const notes: ConsultancyRequestNote[] = request.$preloaded.notes ? request.notes : []
    return {
      id: request.id,
      intakeNumber: request.intakeNumber,
      category: request.category,
      preferredDateTime: iso(request.preferredDateTime),
      details: request.details,
      /** `tel:` and WhatsApp links to the number the details give, else the member's. */
      phoneLinks: deskPhone(request.details, request.user),
      status: request.status,
      user: person(request.user),
      lawyer: person(request.lawyer),
      createdAt: iso(request.createdAt)!,
      completedAt: iso(request.completedAt),
      surveySentAt: iso(request.surveySentAt),
      clock: clockOf(callbackClock(request, this.calendar)),
      next: CONSULTANCY_TRANSITIONS[request.status] as ConsultancyRequestStatus[],
      notes: notes.map((note) => ({
        id: note.id,
        body: note.body,
        by: note.user?.name ?? null,
        at: iso(note.createdAt)!,
      })),
    }
  }
}
