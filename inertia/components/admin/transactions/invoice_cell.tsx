/** The invoice number, a link to its PDF when there is one to download. */
export function InvoiceCell({ number, pdf }: { number: string | null; pdf: string | null }) {
  return pdf ? (
    <a
      href={pdf}
      className="whitespace-nowrap font-medium text-navy-700 underline"
      data-testid="invoice-pdf"
      target="_blank"
      rel="noopener"
    >
      {number}
    </a>
  ) : (
    <span className="whitespace-nowrap font-medium">{number ?? '—'}</span>
  )
}
