/** How a support ticket is quoted to the visitor and to staff: TK-000042. */
export function ticketReference(id: number): string {
  return `TK-${String(id).padStart(6, '0')}`
}
