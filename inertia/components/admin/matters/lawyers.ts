/** A lawyer staff can assign work to. */
export type Lawyer = { id: number; name: string }

/** A lawyer to choose, by id (the matter forms and the consultancy dialog). */
export const lawyerOptions = (lawyers: Lawyer[]) =>
  lawyers.map((lawyer) => ({ value: String(lawyer.id), label: lawyer.name }))
